// A refused save puts the focus on the first field at fault (issue 25; ADR 0238): once the form has shown
// its errors, the first box marked invalid inside it (or the first choice of a group with an error) takes
// the focus.
import { useEffect, useRef, useState } from 'react';

export function useFocusFirstInvalid<Element extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<Element>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    ref.current
      ?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [role="radiogroup"][aria-describedby*="error"] input',
      )
      ?.focus();
  }, [refusals]);
  /** Call when a save is refused. */
  const refused = () => setRefusals((count) => count + 1);
  return { ref, refused };
}
