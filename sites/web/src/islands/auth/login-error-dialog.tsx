// 'Login Error' (spec §8). Loaded only when a sign-in fails, so the dialog machinery is not part
// of /login's first download (issue 11: 100 KB budget).
import { MESSAGES } from '@mapato/core';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@mapato/ui';

export interface LoginErrorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
}

export default function LoginErrorDialog({ open, onOpenChange, message }: LoginErrorDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{MESSAGES.loginErrorTitle}</AlertDialogTitle>
          <AlertDialogDescription>{message || MESSAGES.loginInvalid}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction>{MESSAGES.ok}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
