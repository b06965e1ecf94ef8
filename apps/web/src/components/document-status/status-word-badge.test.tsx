// The status badge keeps its status's colour in every language (docs/decisions/0254): a kind hands over
// its word already in the screen's language.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { statusWordText } from '../../lib/documents/status-word';
import { renderApp } from '../../test/render';
import { StatusWordBadge } from './status-word-badge';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('status word badge', () => {
  it("colours a word given in the screen's language by its status", async () => {
    await i18n.changeLanguage('nl');
    renderApp(<StatusWordBadge word={statusWordText('Paid')} />);
    const badge = screen.getByText('Betaald').closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('data-variant', 'filled');
  });
});
