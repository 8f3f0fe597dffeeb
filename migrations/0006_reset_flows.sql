-- Password reset codes belong to the browser that asked for them (issue 24).
--
-- `flow_hash` is the SHA-256 of the random `ks_reset` cookie that request-password-reset gives
-- the asking browser: only requests carrying it can try or spend that code, so a stranger's
-- guesses never count against the owner's code, and a stranger's request never kills it.
-- `requester_hash` keys the cooldowns by the asking address (a keyed hash, not the address),
-- so strangers elsewhere cannot spend the owner's cooldown either. Reset requests for
-- addresses nobody holds store a code row too (with a code nobody knows and no mail), so both
-- answer through the same steps.
alter table one_time_codes add column flow_hash bytea;
alter table one_time_codes add column requester_hash bytea;
create index one_time_codes_requester_idx on one_time_codes (email, purpose, requester_hash, created_at desc)
  where requester_hash is not null;
