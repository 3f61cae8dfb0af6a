import { render, screen } from '@testing-library/react';
import { PriceDisplay } from './PriceDisplay';

describe('a price', () => {
  it('reads as the amount per week with its tax label and disclaimer mark', () => {
    render(<PriceDisplay amount={189.4} cycle="weekly" taxLabel="excl. GST" disclaimed />);
    expect(screen.getByRole('paragraph').textContent).toBe('$189* per week excl. GST');
    expect(screen.getByLabelText('see the pricing disclaimer')).toBeTruthy();
  });

  it('reads per month without a mark when none is asked', () => {
    render(<PriceDisplay amount={820} cycle="monthly" />);
    expect(screen.getByRole('paragraph').textContent).toMatch(/^\$820 per month$/);
  });
});
