// The kit's public surface: import from '@mapato/ui', never from its files.
export { cn } from './lib/cn.ts';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonProps } from './button.tsx';
export { Field, FieldError, useFieldControl, type FieldProps } from './field.tsx';
export { Icon, ICONS, type IconName, type IconProps } from './icon.tsx';
export { Input } from './input.tsx';
export { CodeInput } from './code-input.tsx';
export { Label } from './label.tsx';
export { Textarea } from './textarea.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { Select } from './select.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';
export {
  DataTable,
  RegistrationsTable,
  WithdrawalsTable,
  type DataTableColumn,
  type DataTableProps,
  type RegistrationRow,
  type WithdrawalRow,
} from './data-table.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { formatMpesaNumber } from './lib/mpesa-number.ts';
export { WithdrawalList, type WithdrawalListItem, type WithdrawalListProps } from './withdrawal-list.tsx';
export {
  SupportConversation,
  type SupportConversationMessage,
  type SupportConversationProps,
} from './support-conversation.tsx';
export { ErrorBox, type ErrorBoxProps } from './error-box.tsx';
export { FaqAccordion, type FaqAccordionProps, type FaqItem } from './faq-accordion.tsx';
export { LevelCards, type LevelCardsProps } from './level-cards.tsx';
export { NextSteps, type NextStepsProps } from './next-steps.tsx';
export { ProgressBar, type ProgressBarProps } from './progress-bar.tsx';
export { SalaryTable, type SalaryTableProps } from './salary-table.tsx';
export { Spinner, SPINNER_SIZES, type SpinnerProps } from './spinner.tsx';
export { StatCard, STAT_FORMATS, statValueClass, type StatCardProps } from './stat-card.tsx';
export { StatusBadge, STATUS_BADGE_COLOURS, type StatusBadgeProps } from './status-badge.tsx';
export {
  createToast,
  createToastStore,
  toast,
  toastStore,
  TOAST_VARIANT_DURATION,
  type ToastApi,
  type ToastItem,
  type ToastOptions,
  type ToastPatch,
  type ToastStore,
  type ToastVariant,
} from './toast-store.ts';
export { Toaster, TOASTER_POSITIONS, TOAST_VARIANTS, type ToasterProps } from './toaster.tsx';
export { PlainLink, type LinkComponent, type LinkProps } from './lib/link.tsx';
export {
  WithdrawalForm,
  WITHDRAWAL_DRAFT_KEY,
  readWithdrawalDraft,
  type DraftStorage,
  type WithdrawalDraft,
  type WithdrawalFormProps,
  type WithdrawalValues,
} from './withdrawal-form.tsx';
export { WithdrawalConfirmDialog, type WithdrawalConfirmDialogProps } from './withdrawal-confirm-dialog.tsx';
export { CaptchaCanvas, CAPTCHA_IMAGE_LABEL, useCaptcha, type CaptchaCanvasProps } from './captcha-canvas.tsx';
export { drawCaptcha } from './captcha-drawing.ts';
export { PhoneField, type PhoneFieldProps } from './phone-field.tsx';
export { PasswordField, PASSWORD_TOGGLE_LABELS, type PasswordFieldProps } from './password-field.tsx';
export { Nav, navDisplayName, navLinks, type NavBadge, type NavLinkItem, type NavProps, type NavUser } from './nav.tsx';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch.tsx';
export { Footer, FOOTER_QUICK_LINKS, FOOTER_SOCIAL, FOOTER_SUPPORT_LINKS, type FooterProps } from './footer.tsx';
export { ReferralLink, REFERRAL_COPY_STATUS, type ReferralLinkProps } from './referral-link.tsx';
export { WelcomeCard, type WelcomeCardProps } from './welcome-card.tsx';
export { levelLabel } from './lib/level-label.ts';
export { TaskCard, TASK_CARD_LABELS, type TaskCardProps, type TaskCardTask } from './task-card.tsx';
export { SafeMarkdown, type SafeMarkdownProps } from './safe-markdown.tsx';
export { WorkItemCard, workPayLine, type WorkItemCardProps, type WorkItemCardWork } from './work-item-card.tsx';
export { WorkHistoryList, type WorkHistoryListItem, type WorkHistoryListProps } from './work-history-list.tsx';
export { useHydrated } from './lib/use-hydrated.ts';
export { PayoutNumberDialog, type PayoutNumberDialogProps } from './payout-number-dialog.tsx';
export { PhoneChangeCard, type PhoneChangeCardProps } from './phone-change-card.tsx';
export { PhoneVerifyCard, type PhoneVerifyCardProps } from './phone-verify-card.tsx';
export { UssdPinCard, type UssdPinCardProps, type UssdPinFields } from './ussd-pin-card.tsx';
