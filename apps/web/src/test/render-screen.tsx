// Test helpers: a screen inside the app's providers and a router, over a stand-in for the HTTP API
// (the network boundary only; every component, hook and schema under test is the real one).
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

const PAGE = Symbol('page');
interface PageAnswer {
  [PAGE]: true;
  rows: unknown[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

/** A list call's answer for stubApi: the page asked for (`page`, `limit`) of `rows`, and its pagination
 * beside the rows in the envelope (docs/reference/api.md 'Lists answer one page'). */
export function answerPage(rows: readonly unknown[], page: unknown = 1, limit: unknown = 50): PageAnswer {
  const size = Number(limit) || 50;
  const current = Number(page) || 1;
  return {
    [PAGE]: true,
    rows: rows.slice((current - 1) * size, current * size),
    pagination: {
      current_page: current,
      last_page: Math.max(1, Math.ceil(rows.length / size)),
      per_page: size,
      total: rows.length,
    },
  };
}

const isPageAnswer = (value: unknown): value is PageAnswer =>
  typeof value === 'object' && value !== null && PAGE in value;

/** Answers each call with `handler(call)` wrapped in the success envelope; records every call. */
export function stubApi(handler: (call: ApiCall) => unknown) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v\d\//, '') + url.search,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      const answer = handler(call);
      const envelope = isPageAnswer(answer)
        ? { status: 1, message: 'Success', response: answer.rows, pagination: answer.pagination }
        : { status: 1, message: 'Success', response: answer };
      return new Response(JSON.stringify(envelope), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders `routes` (path -> element) at `initialPath`. */
export function renderScreen(routes: Record<string, ReactNode>, initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initialPath]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
