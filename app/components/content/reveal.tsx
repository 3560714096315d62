import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * SPEC §9 scroll-in animation: 800 ms, ease-out-cubic, once, 100 px offset. Content already on
 * screen (and everything when JavaScript is off) is simply shown; reduced motion disables it in CSS.
 * Automated browsers (navigator.webdriver) get static content too: full-page screenshots never
 * scroll, so animated blocks below the fold would otherwise be captured blank.
 */
export function Reveal({ children, delay = 0, className }: { children: ReactNode; delay?: number; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'waiting' | 'shown'>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || navigator.webdriver) return;
    if (el.getBoundingClientRect().top < window.innerHeight - 100) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -100px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={`reveal reveal-${state}${className ? ` ${className}` : ''}`} style={delay ? { transitionDelay: `${delay}ms` } : undefined}>
      {children}
    </div>
  );
}
