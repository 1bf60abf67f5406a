import { initShell } from '#/scripts/shell.ts';

initShell();
