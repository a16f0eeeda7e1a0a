import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import type { IdName } from './list.dto';
import { ListRequest } from './list.dto';
import { IsUUIDLowerCased } from './validation.util';

/**
 * The services that consume events, so whose handlers can fail on one and park it (docs/deploy.md
 * "Parked events"); each serves a retry and a drop command of its own (PARKED_EVENT_COMMANDS).
 */
export const PARKED_EVENT_SERVICES = ['time-engine', 'alerts'] as const;
export type ParkedEventService = (typeof PARKED_EVENT_SERVICES)[number];

/** One event a service set aside because its handler kept failing on it, or held behind such an event of its key. */
export interface ParkedEvent {
  service: ParkedEventService;
  /** The consumer that could not take it (its inbox name, e.g. `time-engine.clockings`). */
  consumer: string;
  eventID: string;
  eventType: string;
  /** The event's key: the events of one key are handled in order, so its later ones wait behind it. */
  key: string;
  /** The employee the key names, when it names one. */
  employee: IdName | null;
  /** The handler's error, or that it waits behind an earlier parked event of its key (`heldBehind`). */
  reason: string;
  /** Parked only to keep its key's order: it has not failed itself. */
  heldBehind: boolean;
  /** Tries since it was parked. */
  attempts: number;
  parkedAt: string;
  /** When the service tries the key's events again by itself. */
  retryAt: string;
  /** The event's payload, as it was sent. */
  payload: unknown;
  /** The zone its times are shown in: the employee's, else the installation's. */
  timeZone: string;
}

/** GetParkedEvents: every service's parked events, oldest first unless sorted otherwise; `search` matches the type, reason and key. */
export class GetParkedEventsRequest extends ListRequest {
  @IsOptional()
  @IsIn(PARKED_EVENT_SERVICES)
  service?: ParkedEventService;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  consumer?: string;
}

/** Names one consumer's parked events of one key. */
export class ParkedKeyRequest {
  @IsIn(PARKED_EVENT_SERVICES)
  service!: ParkedEventService;

  @IsString()
  @Length(1, 100)
  consumer!: string;

  @IsString()
  @Length(1, 200)
  key!: string;
}

/** RetryParkedEvents: the key's parked events, tried now in the order they were parked. */
export class RetryParkedEventsRequest extends ParkedKeyRequest {}

/** What a retry did: every event of the key handled, or the first that failed again (all of them wait again, twice as long). */
export interface RetryParkedEventsResult {
  /** `none`: the key has no parked events (handled meanwhile); `busy`: another process of the service is retrying it. */
  outcome: 'handled' | 'failed' | 'none' | 'busy';
  handled: number;
  failedEventID: string | null;
  reason: string | null;
  retryAt: string | null;
}

/** Events one DropParkedEvents may name: a page of the list is at most 100. */
export const MAX_DROPPED_EVENT_IDS = 100;

/** DropParkedEvents: gives up the named events of one consumer for good; those held behind them are then tried at once. */
export class DropParkedEventsRequest {
  @IsIn(PARKED_EVENT_SERVICES)
  service!: ParkedEventService;

  @IsString()
  @Length(1, 100)
  consumer!: string;

  @IsArray()
  @ArrayNotEmpty({ message: 'eventIDs must name at least one event' })
  @ArrayMaxSize(MAX_DROPPED_EVENT_IDS)
  @IsUUIDLowerCased({ each: true, message: 'eventIDs must be event ids' })
  eventIDs!: string[];
}

export interface DropParkedEventsResult {
  /** The events given up; ids not parked (handled or dropped meanwhile) are left out. */
  dropped: string[];
  /** The retry of each key whose remaining events were held behind a dropped one. */
  retried: (RetryParkedEventsResult & { key: string })[];
}

/** The commands to the owning service: the api has checked the caller and the request. */
export type ParkedKeyCommand = Omit<ParkedKeyRequest, 'service'>;
export type DropParkedEventsCommand = Omit<DropParkedEventsRequest, 'service'>;

/** The console's parked events page: its routes and masthead badge, and the api's notice mail, link to it. */
export const PARKED_EVENTS_PATH = '/settings/parked-events';
