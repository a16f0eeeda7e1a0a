import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** The body of every filtered list call (`POST GetXs`). */
export class ListRequest {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  pageNumber?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  pageSize?: number;

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
