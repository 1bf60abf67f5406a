import { initReveal } from '#/scripts/reveal.ts';
import { initShell } from '#/scripts/shell.ts';

initShell();
initReveal();
