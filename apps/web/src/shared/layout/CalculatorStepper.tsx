import { useLocation } from 'react-router';

/** The calculator's three steps, shown to visitors who are not signed in (calculator §2). */
const STEPS = [
  { label: 'Choose your vehicle', paths: ['/calculator', '/calculator/search'] },
  { label: 'Vehicle results', paths: ['/calculator/results'] },
  { label: 'Your shortlisted vehicles', paths: ['/calculator/shortlists'] },
];

export function CalculatorStepper() {
  const path = useLocation().pathname.replace(/\/+$/, '').toLowerCase();
  const current = STEPS.findIndex((step) => step.paths.includes(path));
  return (
    <nav aria-label="Calculator steps" className="lp-stepper">
      <ol>
        {STEPS.map((step, index) => (
          <li
            key={step.label}
            aria-current={index === current ? 'step' : undefined}
            className={index < current ? 'lp-stepper__step--done' : undefined}
          >
            <span className="lp-stepper__number">{index + 1}</span>
            <span className="lp-stepper__label">{step.label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
