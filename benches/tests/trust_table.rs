//! The scam-risk check on the judged postings (`benches/trust/postings.jsonl`): a change to the
//! rules that loses a scam or stops an honest posting fails here. The held-out table
//! (`holdout.jsonl`, never tuned on) is measured by `kaamsetu-bench trust` only.

use std::path::Path;

use kaamsetu_benches::trust_eval::{evaluate, read};
use kaamsetu_trust::Rules;

#[test]
fn the_rules_stop_the_judged_scams_and_never_an_honest_blue_collar_posting() {
    let judged = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("trust/postings.jsonl")).unwrap();
    let f = evaluate(&Rules::default_rules(), &judged);
    assert_eq!((f.scams, f.honest), (60, 60), "the table's size");
    assert!(
        f.honest_blue_collar >= 25,
        "{} honest blue-collar postings",
        f.honest_blue_collar
    );
    assert_eq!(
        f.honest_blue_collar_held, 0,
        "honest blue-collar held: {:?}",
        f.false_alarms
    );
    assert_eq!(
        f.honest_refused, 0,
        "an honest posting refused: {:?}",
        f.false_alarms
    );
    // What the rules reach on the table they were tuned on (before tuning: 96.4 % and 90.0 %).
    assert!(
        f.precision() >= 0.98,
        "precision {:.3}: {:?}",
        f.precision(),
        f.false_alarms
    );
    assert!(
        f.recall() >= 0.98,
        "recall {:.3}: missed {:?}",
        f.recall(),
        f.missed
    );
}
