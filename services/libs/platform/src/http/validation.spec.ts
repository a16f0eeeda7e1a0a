import { BadRequestException } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { describe, expect, it } from 'vitest';
import { createValidationPipe } from './validation';

class Line {
  @IsString()
  @MaxLength(10)
  text: string;
}

class Upload {
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  fileName: string;

  @IsInt()
  @Max(100)
  count: number;

  @IsArray()
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines: Line[];
}

/** The 400's body for `body` sent as an Upload. */
async function refusal(body: unknown): Promise<{ field: string; message: string; fields: { field: string; message: string }[] }> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: Upload });
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse() as never;
    throw error;
  }
  throw new Error('the body was taken');
}

describe('the validation 400', () => {
  it('says a missing or mistyped field is missing or mistyped, before any bound it also fails', async () => {
    expect(await refusal({ count: 1, lines: [] })).toMatchObject({ field: 'fileName', message: 'fileName must be a string' });
    expect(await refusal({ fileName: 'a.dat', count: 'many', lines: [] })).toMatchObject({ field: 'count', message: 'count must be an integer number' });
    expect(await refusal({ fileName: 'a.dat', count: 1, lines: [{ text: 7 }] })).toMatchObject({ field: 'lines.0.text', message: 'text must be a string' });
    // Every failure is still listed.
    const listed = (await refusal({ count: 1, lines: [] })).fields.map((f) => f.message);
    expect(listed[0]).toBe('fileName must be a string');
    expect(listed.slice(1).sort()).toEqual(['fileName must be longer than or equal to 1 characters', 'fileName must be shorter than or equal to 255 characters']);
  });

  it('names the bound when the value is of the right kind and only the bound fails', async () => {
    expect(await refusal({ fileName: 'x'.repeat(256), count: 1, lines: [] })).toMatchObject({ field: 'fileName', message: 'fileName must be shorter than or equal to 255 characters' });
    expect(await refusal({ fileName: 'a.dat', count: 101, lines: [] })).toMatchObject({ field: 'count', message: 'count must not be greater than 100' });
    expect(await refusal({ fileName: 'a.dat', count: 1, lines: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] })).toMatchObject({ field: 'lines', message: 'lines must contain no more than 2 elements' });
  });
});
