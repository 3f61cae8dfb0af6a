import { fireEvent, render, screen } from '@testing-library/react';
import { fetchVehicleImageAhead, VehicleImage } from './VehicleImage';

const hilux = {
  vehicleBodytype: 'UTE',
  jatoImagepathTrim: '/photos/hilux-sr5.jpg',
  jatoImagepath: '/photos/hilux.jpg',
} as const;

describe('a vehicle image', () => {
  it('has its size and words before it loads, and waits until it is near the screen', () => {
    render(<VehicleImage vehicle={hilux} alt="Toyota HiLux SR5" />);
    const image = screen.getByRole('img', { name: 'Toyota HiLux SR5' });
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('200');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('loads at once when it is near the top of the page', () => {
    render(<VehicleImage vehicle={hilux} alt="Toyota HiLux SR5" eager />);
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
  });

  it('loads at once and ahead of other images when it is the largest on the page', () => {
    render(<VehicleImage vehicle={hilux} alt="Toyota HiLux SR5" urgent />);
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBe('high');
  });

  it('falls back from the trim image to the normal image, then to the body type placeholder', () => {
    render(<VehicleImage vehicle={hilux} alt="Toyota HiLux SR5" />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe('/photos/hilux-sr5.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/photos/hilux.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/vehicles/placeholder-ute.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/vehicles/placeholder-ute.svg');
  });
});

describe("a vehicle's picture fetched ahead of its card", () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the one the card shows first, fetched ahead of other images', () => {
    const made: HTMLImageElement[] = [];
    const create = document.createElement.bind(document);
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const image = create('img');
      made.push(image);
      return image;
    });
    fetchVehicleImageAhead(hilux);
    expect(made).toHaveLength(1);
    expect(made[0]!.getAttribute('src')).toBe('/photos/hilux-sr5.jpg');
    expect(made[0]!.fetchPriority).toBe('high');
  });
});
