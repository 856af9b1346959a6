/** KYC delays (platform.md s.4, s.8, s.9): notices stay 5 s; approve/reject return to the submitted list after 1.5 s. */
export const KYC_NOTICE_MS = 5000;
export const KYC_RESULT_REDIRECT_MS = 1500;
