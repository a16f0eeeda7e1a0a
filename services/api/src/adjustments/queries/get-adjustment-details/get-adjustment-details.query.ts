/** GetAdjustment_Details: one time adjustment. */
export class GetAdjustmentDetailsQuery {
  constructor(readonly id: string) {}
}
