import { z } from "zod";
import { applyCoupon as applyCouponOf } from "#core/commerce/cart";
import { couponCodeSchema } from "#shared/commerce";
import { publicProcedure } from "../../init";

/** CART-013: one coupon per cart; an empty code removes it. */
export const applyCoupon = publicProcedure
  .input(z.object({ couponCode: couponCodeSchema.or(z.literal("")) }))
  .mutation(({ ctx, input }) => applyCouponOf(ctx, input.couponCode));
