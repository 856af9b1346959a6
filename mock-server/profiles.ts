/**
 * The mock's profiles (ARCHITECTURE.md rule 1). `default` is the mock with our extensions and our
 * readings of the spec; `spec` is a backend that serves exactly the calls and answer shapes of the
 * spec's call tables, so the app can be run and tested against one with none of our additions.
 * Every difference between the two is decided here: which kinds of route are mounted, how answers
 * are written (specAnswers.ts), and whether the invoice page needs a signed link. Handlers never
 * know which profile they run in; docs/api.md "Spec-only profile" lists each difference.
 */
import type { Request } from 'express';
import type { MessageShape, Reply } from './http';
import type { RouteKind } from './routeTable';
import { DEFAULT_ANSWERS } from './defaultAnswers';
import { SPEC_ANSWERS } from './specAnswers';

export const MOCK_PROFILES = ['default', 'spec'] as const;
export type MockProfile = (typeof MOCK_PROFILES)[number];

/** How the answers of one call differ from what its handler returns. */
export interface AnswerRule {
  /** Rewrites a successful answer (a copy: the reply may hold live store records). */
  present?: (reply: Reply, req: Request) => Reply;
  /** How the call's errors write `message`. */
  messageShape?: MessageShape;
}

/**
 * The invoice page on the host: `signed` needs the link of POST admin/invoice/link (our extension);
 * `open` serves it to anyone with the id, as the spec's app opens it (no token in a new tab).
 */
export type InvoicePage = 'signed' | 'open';

export interface Profile {
  name: MockProfile;
  /** Whether the routes of each kind are mounted. */
  serves: Readonly<Record<RouteKind, boolean>>;
  /** Per route, keyed 'METHOD path' as the route table: how its answers differ. */
  answers: Readonly<Record<string, AnswerRule>>;
  invoicePage: InvoicePage;
}

export const DEFAULT_PROFILE: Profile = {
  name: 'default',
  serves: { spec: true, extension: true, test: true },
  answers: DEFAULT_ANSWERS,
  invoicePage: 'signed',
};

/**
 * The profile of a name. The spec profile mounts the test routes (the outbox) only when asked:
 * tests need them, a person trying the spec's backend must not see them.
 */
export function profileFor(name: MockProfile, options: { testRoutes?: boolean } = {}): Profile {
  if (name === 'default') return DEFAULT_PROFILE;
  return {
    name,
    serves: { spec: true, extension: false, test: options.testRoutes === true },
    answers: SPEC_ANSWERS,
    invoicePage: 'open',
  };
}

/** MOCK_PROFILE's value: unset or blank is the default profile; an unknown name stops the start. */
export function parseProfile(value: string | undefined): MockProfile {
  const name = value?.trim() || 'default';
  const known = MOCK_PROFILES.find((profile) => profile === name);
  if (!known) throw new Error(`Unknown MOCK_PROFILE "${name}". Profiles: ${MOCK_PROFILES.join(', ')}.`);
  return known;
}
