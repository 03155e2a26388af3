import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Message } from './message';

/** A failure is always an error: its words are enough. */
export type FailureWords = Omit<Message, 'tone'>;

export interface NoticeTexts<Result, Variables> {
  success: (result: Result, variables: Variables) => Message;
  failure: (error: unknown) => FailureWords;
}

export interface NoticeDelivery<Result> {
  onSuccess?: (message: Message, result: Result) => void;
  onError?: (message: Message) => void;
}

/**
 * The one path from a mutation's result to what the reader is told: `run` calls the mutation and turns
 * its outcome into a Message, kept in `message` for the section to show and handed to `onSuccess` or
 * `onError` for the caller to place (a dialog passes success out and keeps a failure inside).
 */
export function useMutationNotice<Result, Variables>(
  mutation: UseMutationResult<Result, unknown, Variables, unknown>,
  texts: NoticeTexts<Result, Variables>,
  delivery: NoticeDelivery<Result> = {},
) {
  const [message, setMessage] = useState<Message | null>(null);
  const run = (variables: Variables, once: NoticeDelivery<Result> = {}) => {
    setMessage(null);
    mutation.mutate(variables, {
      onSuccess: (result) => {
        const next = texts.success(result, variables);
        setMessage(next);
        (once.onSuccess ?? delivery.onSuccess)?.(next, result);
      },
      onError: (error) => {
        const next: Message = { tone: 'error', ...texts.failure(error) };
        setMessage(next);
        (once.onError ?? delivery.onError)?.(next);
      },
    });
  };
  return { run, message, setMessage, pending: mutation.isPending };
}
