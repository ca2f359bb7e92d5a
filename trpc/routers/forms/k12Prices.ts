import { z } from "zod";
import { priceList } from "#core/forms/k12";
import { publicProcedure } from "../../init";

/** K12-010/011: the price list the order form offers. */
export const k12Prices = publicProcedure.input(z.object({}).optional()).query(({ ctx }) => priceList(ctx, ctx.language));
