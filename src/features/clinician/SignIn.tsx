import { useEffect, useId, useRef, useState } from 'react';
import { openInvitation, requestCode, verifyCode } from '#/features/clinician/portal.store.ts';
import { isValidOtp, normaliseOtp, OTP_LENGTH } from '#/lib/auth.ts';
import { EMAIL_PATTERN } from '#/lib/email.ts';

type Step = 'email' | 'code';

/**
 * Signing in by a code e-mailed to the clinician, as customers do. An invitation link opens
 * here: it is checked once, and a code is sent to its address straight away.
 */
export function SignIn({ invitation }: { invitation: string | null }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  const id = useId();

  async function send(address: string, invited = false) {
    setBusy(true);
    setProblem(null);
    const result = await requestCode(address);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    // Typed by anyone, the answer must not tell whether the address is a clinician's.
    setInfo(
      invited
        ? `We have sent a 6-digit code to ${address}. It is valid for 10 minutes.`
        : `If ${address} is a Psycortex clinician's sign-in address, a 6-digit code is on its way. It is valid for 10 minutes.`,
    );
    setStep('code');
  }

  // Once, for the link the page was opened with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send is this form's own action.
  useEffect(() => {
    if (!invitation || opened.current) return;
    opened.current = true;
    void (async () => {
      setBusy(true);
      const result = await openInvitation(invitation);
      setBusy(false);
      if (!result.ok) {
        setProblem(result.error.message);
        return;
      }
      setEmail(result.data.email);
      setWelcome(`Welcome, ${result.data.name}. Your invitation is accepted.`);
      await send(result.data.email, true);
    })();
  }, [invitation]);

  useEffect(() => {
    if (step === 'code') codeField.current?.focus();
    else emailField.current?.focus();
  }, [step]);

  return (
    <section className="auth-card clinician-signin" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Clinician sign-in</h1>
      <p>
        For Psycortex clinicians invited by the admin team. We e-mail you a code each time you sign
        in.
      </p>
      <div role="status" className="clinician-signin__status">
        {welcome && <p>{welcome}</p>}
        {info && step === 'code' && <p>{info}</p>}
        {busy && <p>Please wait…</p>}
      </div>
      <div role="alert">{problem && <p className="notice notice--error">{problem}</p>}</div>
      {step === 'email' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const address = email.trim().toLowerCase();
            if (!EMAIL_PATTERN.test(address)) {
              setProblem('Please enter a valid email address.');
              emailField.current?.focus();
              return;
            }
            void send(address);
          }}
        >
          <p className="auth-field">
            <label htmlFor={`${id}-email`}>E-mail address</label>
            <input
              ref={emailField}
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </p>
          <div className="auth-actions">
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              Send me a code
            </button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (busy) return;
            if (!isValidOtp(code)) {
              setProblem(`Enter the ${OTP_LENGTH}-digit code from the e-mail.`);
              codeField.current?.focus();
              return;
            }
            setBusy(true);
            setProblem(null);
            const result = await verifyCode(email.trim().toLowerCase(), code);
            setBusy(false);
            if (!result.ok) {
              setProblem(result.error.message);
              codeField.current?.focus();
            }
          }}
        >
          <p className="auth-field">
            <label htmlFor={`${id}-code`}>Code from the e-mail to {email.trim()}</label>
            <input
              ref={codeField}
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(e) => setCode(normaliseOtp(e.target.value))}
            />
          </p>
          <div className="auth-actions">
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              Sign in
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setCode('');
                setInfo(null);
                setProblem(null);
                setStep('email');
              }}
            >
              Use another address
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
