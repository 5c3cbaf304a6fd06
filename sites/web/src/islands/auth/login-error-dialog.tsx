// 'Login Error' (docs/product.md#messages). Loaded only when a sign-in fails, so the dialog machinery is not part
// of /login's first download (ADR 026: 100 KB budget).

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@mapato/ui';
import { m } from '@mapato/i18n';

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
          <AlertDialogTitle>{m.loginErrorTitle()}</AlertDialogTitle>
          <AlertDialogDescription>{message || m.loginInvalid()}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction>{m.ok()}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
