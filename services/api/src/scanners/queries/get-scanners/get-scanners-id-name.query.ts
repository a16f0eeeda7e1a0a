export class GetScannersIdNameQuery {}
