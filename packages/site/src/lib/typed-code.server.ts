/** A discount code from the address (?code=) checked for an order: what the code form shows. */
import { type ApiClient, isApiError } from '@dating/api-client';
import type { TypedCode } from '../components/credits/DiscountCodeForm.tsx';

export async function typedCode(
  api: ApiClient,
  request: Request,
  order: { tier: string; method: string },
): Promise<TypedCode | null> {
  const typed = new URL(request.url).searchParams.get('code')?.trim() ?? '';
  if (!typed) return null;
  try {
    const found = await api.checkDiscountCode({ code: typed, ...order });
    return {
      typed,
      code: found.discountcode.code,
      percentage: found.discountcode.value_percentage,
      applies: Boolean(found.applies),
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { typed, error: { code: error.code, params: error.params } };
  }
}
