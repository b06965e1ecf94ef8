import { afterEach, describe, expect, it } from 'vitest';
import { businessHeader, chooseBusiness, getChosenBusiness } from './chosen-business';
import { clearStoredSession } from './session';

afterEach(() => chooseBusiness(null));

describe('the business an accountant reads', () => {
  it("is named in every call but the accountant's own, and forgotten at sign-out", () => {
    expect(businessHeader('/api/v3/get_clients')).toEqual({});
    chooseBusiness({ id: 42, name: 'Baker Joinery Ltd' });
    expect(businessHeader('/api/v3/get_clients')).toEqual({ 'x-business-id': '42' });
    expect(businessHeader('/api/v3/logout')).toEqual({});
    expect(businessHeader('/api/v3/accountant/businesses')).toEqual({});
    clearStoredSession();
    expect(getChosenBusiness()).toBeNull();
    expect(businessHeader('/api/v3/get_clients')).toEqual({});
  });
});
