export { EVENT_TIME_ZONE, parseLocalDateTime, zonedTimeToUtc } from '../../../../core/domain/amsterdamTime';
