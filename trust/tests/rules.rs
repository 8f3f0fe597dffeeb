//! The scam-risk table, signal by signal: what it flags, what it leaves alone, how ops extend it.

use kaamsetu_trust::{Decision, Posting, Rules};

fn posting<'a>(title: &'a str, description: &'a str) -> Posting<'a> {
    Posting {
        title,
        company: "Shree Ganesh Logistics",
        description,
        employer_email: "hr@shreeganeshlogistics.in",
        verified: false,
        is_blue_collar: true,
        max_monthly_salary: Some(18000),
    }
}

fn ids(r: &Rules, p: &Posting) -> Vec<String> {
    let mut v: Vec<String> = r.assess(p).signals.into_iter().map(|s| s.id).collect();
    v.sort();
    v
}

#[test]
fn each_signal_of_a_fake_job_is_found_in_english_and_hinglish() {
    let r = Rules::default_rules();
    for (text, id) in [
        (
            "Pay a registration fee of Rs 499 to confirm your seat.",
            "fee",
        ),
        (
            "Refundable security deposit of ₹2,000 for the uniform.",
            "fee",
        ),
        ("Joining ke liye 1500 rupaye jama karna hoga.", "fee"),
        ("Training fees dena hoga, baad mein wapas milega.", "fee"),
        (
            "Send the amount to rahul.jobs@ybl and share the screenshot.",
            "payment_handle",
        ),
        ("Daily payout! Like YouTube videos and earn.", "task_payout"),
        (
            "Rate hotels on Google Maps and earn 3000 daily.",
            "task_payout",
        ),
        (
            "Recharge 500 to unlock VIP tasks with higher commission.",
            "task_payout",
        ),
        (
            "Contact on Telegram @hr_priya for details.",
            "messenger_only",
        ),
        ("WhatsApp only, no calls please.", "messenger_only"),
        ("No interview, offer letter within 24 hours.", "guarantee"),
        ("Sarkari naukri pakki, direct joining.", "guarantee"),
        (
            "Pen packing work from home, ghar baithe packing kaam.",
            "home_packing",
        ),
        ("Part time work from home, earn 50,000 weekly.", "too_good"),
        ("Call 98765 43210 for the interview.", "phone_in_text"),
    ] {
        let p = posting("Office Assistant", text);
        assert!(
            ids(&r, &p).contains(&id.to_string()),
            "{text:?} should be {id}: {:?}",
            ids(&r, &p)
        );
    }
}

#[test]
fn honest_wording_that_shares_the_words_is_not_flagged() {
    let r = Rules::default_rules();
    for text in [
        "No registration fee. We never ask candidates for money.",
        "Free training and free uniform. PF, ESI and bonus.",
        "Zero joining fee; salary on the 7th of every month.",
        "Handle cash and UPI payments at the counter; daily cash tally.",
        "Incentives paid weekly on top of the fixed salary.",
        "Riders earn per-order pay, with weekly payouts every Monday.",
        "Walk-in interview at Plot 12, MIDC Bhosari, Pune, 10 am to 4 pm.",
        "Send your CV to careers@shreeganeshlogistics.in.",
    ] {
        let a = r.assess(&posting("Delivery Partner", text));
        assert_eq!(a.decision, Decision::Publish, "{text:?}: {:?}", a.signals);
    }
}

#[test]
fn a_brand_from_free_mail_and_a_salary_far_above_the_role_are_flagged() {
    let r = Rules::default_rules();
    let mut p = posting(
        "Amazon Warehouse Packer",
        "Packing of parcels in the warehouse.",
    );
    p.company = "Amazon India Hiring";
    p.employer_email = "amazon.hiring.india@gmail.com";
    assert!(ids(&r, &p).contains(&"brand_free_mail".to_string()));
    // A verified employer's brand is its own, whatever address it signs in with.
    p.verified = true;
    assert!(!ids(&r, &p).contains(&"brand_free_mail".to_string()));
    p.verified = false;
    // The brand's own domain is fine; so is a local shop on free mail.
    p.employer_email = "talent@amazon.in";
    assert!(!ids(&r, &p).contains(&"brand_free_mail".to_string()));
    let mut shop = posting("Salesman", "Counter sales at our saree shop.");
    shop.company = "Lakshmi Saree Centre";
    shop.employer_email = "lakshmisarees@gmail.com";
    assert_eq!(r.assess(&shop).decision, Decision::Publish);
    // Data entry at ₹60,000 a month is no data entry job.
    let mut de = posting("Data Entry Operator", "Typing work in MS Excel.");
    de.max_monthly_salary = Some(60000);
    de.is_blue_collar = false;
    assert!(ids(&r, &de).contains(&"salary_far_above".to_string()));
    de.max_monthly_salary = Some(18000);
    assert!(!ids(&r, &de).contains(&"salary_far_above".to_string()));
}

#[test]
fn the_sum_decides_publish_hold_or_refuse_with_reasons() {
    let r = Rules::default_rules();
    let honest = posting(
        "Security Guard",
        "12-hour shifts at a residential society in Whitefield. PF, ESI, weekly off.",
    );
    let a = r.assess(&honest);
    assert_eq!((a.decision, a.score), (Decision::Publish, 0));
    let held = posting(
        "Data Entry Operator",
        "Contact on Telegram @hr_desk for the test.",
    );
    let a = r.assess(&held);
    assert_eq!(a.decision, Decision::Hold, "{a:?}");
    assert_eq!(
        a.reasons(),
        vec!["asks to be contacted only on Telegram or WhatsApp".to_string()]
    );
    let refused = posting(
        "Work From Home Data Entry",
        "Daily payout. Pay Rs 999 registration fee to rahul@paytm and start today.",
    );
    let a = r.assess(&refused);
    assert_eq!(a.decision, Decision::Refuse, "{a:?}");
    // Heaviest first: the payment handle, then the task work, then the fee.
    assert_eq!(a.signals[0].id, "payment_handle");
}

#[test]
fn ops_extend_the_table_with_a_file_of_the_same_shape() {
    let extra = r#"
        hold_at = 3
        brands = ["kaamsetu"]
        [[rule]]
        id = "crypto"
        weight = 5
        reason = "asks for payment in crypto"
        patterns = ['\b(usdt|bitcoin|crypto) (deposit|payment)\b']
    "#;
    let r = Rules::parse(&[kaamsetu_trust::DEFAULT_RULES, extra]).unwrap();
    let p = posting("Tele Caller", "Make a USDT deposit to start.");
    assert_eq!(ids(&r, &p), vec!["crypto"]);
    assert_eq!(r.assess(&p).decision, Decision::Hold);
    // The shipped rules stay.
    assert!(
        ids(&r, &posting("Tele Caller", "Contact on Telegram."))
            .contains(&"messenger_only".to_string())
    );
    // A bad file is refused with what is wrong, never half read.
    let err = Rules::parse(&[
        kaamsetu_trust::DEFAULT_RULES,
        "[[rule]]\nid = 'x'\nweight = 1\nreason = 'r'\npatterns = ['(']",
    ])
    .err()
    .expect("a bad pattern");
    assert!(
        format!("{err:#}").contains("rule x: bad pattern"),
        "{err:#}"
    );
    assert!(Rules::parse(&["hold_at = 20\nrefuse_at = 10"]).is_err());
    assert!(Rules::parse(&["unknown_key = 1"]).is_err());
}
