/**
 * The signed-in user and their vehicle application, kept in local storage beside the token
 * (calculator §3, 'Client-held state'), and forgotten together at sign-out.
 */
export const SIGNED_IN_USER_KEY = 'leasePortal.user';
export const VEHICLE_APPLICATION_KEY = 'leasePortal.vehicleApplication';

function write(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be blocked: the app still works from the API, it only forgets on reload.
  }
}

function read<T>(key: string): T | undefined {
  try {
    const json = window.localStorage.getItem(key);
    return json ? (JSON.parse(json) as T) : undefined;
  } catch {
    return undefined;
  }
}

export interface StoredUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface StoredApplication {
  applicationId: string;
  applicationType: string;
  applicationStatus?: string;
}

export const saveSignedInUser = (user: StoredUser | null | undefined) => write(SIGNED_IN_USER_KEY, user);
export const readSignedInUser = () => read<StoredUser>(SIGNED_IN_USER_KEY);
export const saveVehicleApplication = (application: StoredApplication | null | undefined) =>
  write(VEHICLE_APPLICATION_KEY, application);
export const readVehicleApplication = () => read<StoredApplication>(VEHICLE_APPLICATION_KEY);

export function clearSignedInState(): void {
  write(SIGNED_IN_USER_KEY, undefined);
  write(VEHICLE_APPLICATION_KEY, undefined);
}
