// Long names and addresses wrap instead of being cut off with an ellipsis (issue 14): on a 375 px phone a
// business called 'Montgomery-Smythe Architectural Restoration Ltd' or a long e-mail must still be read
// whole, so they may break anywhere, even inside a word, rather than run past the card.
import type { CSSProperties } from 'react';

export const WRAP_ANYWHERE: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };
