import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** A page of a list: pageNumber from 1, pageSize 1 to 1000. */
export class PageRequest {
  @IsOptional()
  @IsInt()
  @Min(1)
  pageNumber?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  pageSize?: number;
}

/** The body of every filtered list call (`POST GetXs`). */
export class ListRequest extends PageRequest {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  sortBy?: string;

  @IsOptional()
  @IsBoolean()
  sortDesc?: boolean;
}

export interface ListResult<T> {
  items: T[];
  total: number;
}

export interface IdName {
  id: string;
  name: string;
}
