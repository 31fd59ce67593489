// The server's answer on a sign screen, in error or success style (spec 000 §8).
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

export interface SignMessageState {
  severity: 'error' | 'success';
  text: string;
}

export function SignMessage({ message }: { message: SignMessageState | null }) {
  if (!message) return null;
  return (
    <Alert
      severity={message.severity}
      sx={{ mb: 2 }}
      role={message.severity === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </Alert>
  );
}

/** The message of a sign form; editing any field clears it (spec 000 §4). */
export function useSignMessage<T extends FieldValues>(watch?: UseFormWatch<T>) {
  const [message, setMessage] = useState<SignMessageState | null>(null);
  useEffect(() => {
    if (!watch) return;
    const subscription = watch(() => setMessage(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  return [message, setMessage] as const;
}
