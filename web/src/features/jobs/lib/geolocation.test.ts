import { afterEach, describe, expect, it, vi } from 'vitest';
import { locate, LOCATE_FAILED } from './geolocation';

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;

afterEach(() => vi.unstubAllGlobals());

describe('locate', () => {
  it('resolves with the position rounded to 3 decimals, asked coarse and allowed to be a few minutes old', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((ok) => ok(position(28.613912, 77.209021)));
    await expect(locate({ getCurrentPosition })).resolves.toEqual({ lat: 28.614, lng: 77.209 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 });
  });

  it('rejects with the message to show when refused or unavailable', async () => {
    const refuse = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    await expect(locate({ getCurrentPosition: refuse })).rejects.toThrow(LOCATE_FAILED);
  });

  it("asks the browser's geolocation, and rejects when there is none", async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok(position(18.5204, 73.8567)));
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    await expect(locate()).resolves.toEqual({ lat: 18.52, lng: 73.857 });
    vi.stubGlobal('navigator', {});
    await expect(locate()).rejects.toThrow("We couldn't get your location. Type a city instead.");
  });
});
