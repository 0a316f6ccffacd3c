export function summaryLine(totals: { passed: number; failed: number }, failedStepWord?: string): string;
