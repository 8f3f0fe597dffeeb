//! The links of alert mails. The unsubscribe token is the alert's id signed with the server
//! secret (HMAC-SHA256, cut to 128 bits): checked without the database, never guessable, and
//! valid for as long as the alert exists. The confirmation token of a guest's alert is the id
//! with 256 random bits; only a keyed hash of them is stored (`alerts.confirm_token_hash`).

use uuid::Uuid;

use crate::security::{framed, hmac_sha256, id_token, random_secret, read_id_token, same_bytes};

const UNSUBSCRIBE: &[u8] = b"alert-unsubscribe";
const CONFIRM: &[u8] = b"alert-confirm";
/// Bytes of the unsubscribe signature kept in the token.
const SIGNATURE_BYTES: usize = 16;

fn unsubscribe_signature(secret: &str, id: Uuid) -> [u8; 32] {
    hmac_sha256(secret.as_bytes(), &framed(&[UNSUBSCRIBE, id.as_bytes()]))
}

/// The token of an alert's unsubscribe link.
pub fn unsubscribe_token(secret: &str, id: Uuid) -> String {
    id_token(id, &unsubscribe_signature(secret, id)[..SIGNATURE_BYTES])
}

/// The alert an unsubscribe token names, if its signature is right.
pub fn unsubscribe_id(secret: &str, token: &str) -> Option<Uuid> {
    let (id, signature) = read_id_token(token, SIGNATURE_BYTES)?;
    same_bytes(
        &signature,
        &unsubscribe_signature(secret, id)[..SIGNATURE_BYTES],
    )
    .then_some(id)
}

/// What is stored of a confirmation token: a keyed hash bound to its alert.
fn confirm_hash(secret: &str, id: Uuid, random: &[u8]) -> Vec<u8> {
    hmac_sha256(
        secret.as_bytes(),
        &framed(&[CONFIRM, id.as_bytes(), random]),
    )
    .to_vec()
}

/// A new confirmation token for an alert, and its stored hash.
pub fn new_confirm_token(secret: &str, id: Uuid) -> (String, Vec<u8>) {
    let random = random_secret();
    (id_token(id, &random), confirm_hash(secret, id, &random))
}

/// The alert a confirmation token names and the hash to compare with the stored one; `None`
/// when the token is malformed.
pub fn read_confirm_token(secret: &str, token: &str) -> Option<(Uuid, Vec<u8>)> {
    let (id, random) = read_id_token(token, 32)?;
    Some((id, confirm_hash(secret, id, &random)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_name_their_alert_and_refuse_forgeries() {
        let id = Uuid::new_v4();
        let t = unsubscribe_token("s", id);
        assert_eq!(unsubscribe_id("s", &t), Some(id));
        assert_eq!(unsubscribe_id("other secret", &t), None);
        // Another alert's id with this signature, or a changed signature, is refused.
        let other = id_token(Uuid::new_v4(), &unsubscribe_signature("s", id)[..16]);
        assert_eq!(unsubscribe_id("s", &other), None);
        let mut bytes = read_id_token(&t, 16).unwrap().1;
        bytes[0] ^= 1;
        assert_eq!(unsubscribe_id("s", &id_token(id, &bytes)), None);
        assert_eq!(unsubscribe_id("s", ""), None);

        let (token, hash) = new_confirm_token("s", id);
        assert_eq!(read_confirm_token("s", &token), Some((id, hash.clone())));
        assert_ne!(read_confirm_token("t", &token).unwrap().1, hash);
        assert_ne!(new_confirm_token("s", id).0, token);
        // An unsubscribe token is no confirmation token.
        assert_eq!(read_confirm_token("s", &t), None);
    }
}
