import { sql } from "drizzle-orm";

/**
 * The audit trail as staff read it, for `select … from ${auditLogsAsRead}`: each row's own columns, its
 * old and new values with the personal values kept beside it merged in, and the address and browser it
 * came from (all of which go when their person is erased).
 */
export const auditLogsAsRead = sql.raw(`(
  select a.id, a.seq, a.user_id, a.subject_id, a.action_type, a.entity_type, a.entity_id, a.description, a.created_at,
         case when p.old is null then a.old_value else coalesce(a.old_value, '{}'::jsonb) || p.old end as old_value,
         case when p.new is null then a.new_value else coalesce(a.new_value, '{}'::jsonb) || p.new end as new_value,
         p.ip as ip_address, p.ua as user_agent
    from audit_logs a
    left join lateral (
      select max(ip_address) as ip, max(user_agent) as ua,
             (array_agg(old_value) filter (where old_value is not null))[1] as old,
             (array_agg(new_value) filter (where new_value is not null))[1] as new
        from audit_personal_data where audit_log_id = a.id) p on true
) audit_logs`);
