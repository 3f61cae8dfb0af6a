import { renderHook, waitFor } from '@testing-library/react';
import {
  ApprovalsPage,
  BusinessDetailsPage,
  EnquireNowPage,
  JOURNEY_STEP_PAGES,
  ResultsPage,
  ShortlistsPage,
} from './pages';
import { usePreloadJourneyPages, usePreloadNextPages } from './usePreloadNextPages';

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

  it('fetches nothing ahead for the journey from the calculator frame', async () => {
    const approvals = jest.spyOn(ApprovalsPage, 'preload').mockImplementation(() => undefined);
    renderHook(() => usePreloadNextPages('/applications/app-1/businessDetails'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(approvals).not.toHaveBeenCalled();
  });
});

describe('usePreloadJourneyPages', () => {
  afterEach(() => jest.restoreAllMocks());

  const spyOnEveryStep = () =>
    JOURNEY_STEP_PAGES.map((page) => jest.spyOn(page, 'preload').mockImplementation(() => undefined));

  it('fetches every journey step page once a journey page has drawn and the browser is idle', async () => {
    const spies = spyOnEveryStep();
    expect(JOURNEY_STEP_PAGES).toEqual(expect.arrayContaining([BusinessDetailsPage, ApprovalsPage]));

    renderHook(() => usePreloadJourneyPages());
    expect(spies[0]).not.toHaveBeenCalled();

    await waitFor(() => expect(spies.at(-1)).toHaveBeenCalledTimes(1));
    for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when the page is gone before the browser is idle', async () => {
    const approvals = jest.spyOn(ApprovalsPage, 'preload').mockImplementation(() => undefined);
    spyOnEveryStep();
    renderHook(() => usePreloadJourneyPages()).unmount();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(approvals).not.toHaveBeenCalled();
  });
});
