import { renderHook, waitFor } from '@testing-library/react';
import { EnquireNowPage, ResultsPage, ShortlistsPage } from './pages';
import { usePreloadNextPages } from './usePreloadNextPages';

describe('usePreloadNextPages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches the shortlist and enquiry pages while the customer reads the results', async () => {
    const shortlist = jest.spyOn(ShortlistsPage, 'preload').mockImplementation(() => undefined);
    const enquiry = jest.spyOn(EnquireNowPage, 'preload').mockImplementation(() => undefined);
    const results = jest.spyOn(ResultsPage, 'preload').mockImplementation(() => undefined);

    renderHook(() => usePreloadNextPages('/calculator/results/'));

    await waitFor(() => expect(shortlist).toHaveBeenCalledTimes(1));
    expect(enquiry).toHaveBeenCalledTimes(1);
    expect(results).not.toHaveBeenCalled();
  });

  it('fetches the results page when the visitor first touches the first page, not before', async () => {
    const results = jest.spyOn(ResultsPage, 'preload').mockImplementation(() => undefined);
    renderHook(() => usePreloadNextPages('/calculator'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(results).not.toHaveBeenCalled();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(results).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead outside the calculator', async () => {
    const results = jest.spyOn(ResultsPage, 'preload').mockImplementation(() => undefined);
    renderHook(() => usePreloadNextPages('/login'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(results).not.toHaveBeenCalled();
  });
});
