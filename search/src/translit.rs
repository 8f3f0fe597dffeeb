//! Devanagari in Latin letters (issue 30), so a query or a posting written in Hindi script meets
//! the same analysis table as its English and romanised-Hindi (Hinglish) words: one table serves
//! all three scripts of a word. A word of the lexicon (`LEXICON`: loanwords and names whose
//! English spelling a phonetic rendering would miss, ड्राइवर → driver, लखनऊ → lucknow, and the
//! Hinglish words the tables spell one way, चाहिए → chahiye) becomes its Latin words; any other
//! word is written as Hinglish writes it (नौकरी → naukri, कानपुर → kanpur), with the inherent
//! vowel dropped where Hindi drops it.
//!
//! Applied by `text::normalize` (indexed and queried text alike) and by the places' keys.

use std::{borrow::Cow, collections::HashMap, sync::LazyLock};

/// Devanagari words and the Latin words they mean in the tables (a word may become two).
/// Inflected forms are listed as they are typed (नौकरियां).
const LEXICON: &[(&str, &str)] = &[
    // Roles and work.
    ("ड्राइवर", "driver"),
    ("ड्रायवर", "driver"),
    ("चालक", "driver"),
    ("इलेक्ट्रीशियन", "electrician"),
    ("इलेक्ट्रिशियन", "electrician"),
    ("बिजली", "bijli"),
    ("मिस्त्री", "mistri"),
    ("नर्स", "nurse"),
    ("नर्सिंग", "nursing"),
    ("अकाउंटेंट", "accountant"),
    ("एकाउंटेंट", "accountant"),
    ("अकाउंटेन्ट", "accountant"),
    ("मुनीम", "accountant"),
    ("डिलीवरी", "delivery"),
    ("डिलिवरी", "delivery"),
    ("बॉय", "boy"),
    ("बॉयज", "boys"),
    ("ब्वॉय", "boy"),
    ("गार्ड", "guard"),
    ("सिक्योरिटी", "security"),
    ("सुरक्षा", "security"),
    ("चौकीदार", "chowkidar"),
    ("रसोइया", "cook"),
    ("कुक", "cook"),
    ("शेफ", "chef"),
    ("वेटर", "waiter"),
    ("सेल्समैन", "salesman"),
    ("सेल्स", "sales"),
    ("मार्केटिंग", "marketing"),
    ("टेलीकॉलर", "telecaller"),
    ("टेलीकॉलिंग", "telecalling"),
    ("कॉल", "call"),
    ("सेंटर", "center"),
    ("डाटा", "data"),
    ("डेटा", "data"),
    ("एंट्री", "entry"),
    ("ऑपरेटर", "operator"),
    ("कंप्यूटर", "computer"),
    ("कम्प्यूटर", "computer"),
    ("टीचर", "teacher"),
    ("शिक्षक", "teacher"),
    ("अध्यापक", "teacher"),
    ("ट्यूटर", "tutor"),
    ("प्लंबर", "plumber"),
    ("बढ़ई", "carpenter"),
    ("कारपेंटर", "carpenter"),
    ("वेल्डर", "welder"),
    ("मैकेनिक", "mechanic"),
    ("मशीन", "machine"),
    ("कर्मचारी", "karmachari"),
    ("फिटर", "fitter"),
    ("पेंटर", "painter"),
    ("दर्जी", "tailor"),
    ("टेलर", "tailor"),
    ("हेल्पर", "helper"),
    ("मजदूर", "labour"),
    ("मज़दूर", "labour"),
    ("लेबर", "labour"),
    ("पैकर", "packer"),
    ("पैकिंग", "packing"),
    ("सफाई", "safai"),
    ("सफ़ाई", "safai"),
    ("हाउसकीपिंग", "housekeeping"),
    ("सॉफ्टवेयर", "software"),
    ("इंजीनियर", "engineer"),
    ("डेवलपर", "developer"),
    ("रिसेप्शनिस्ट", "receptionist"),
    ("मैनेजर", "manager"),
    ("सुपरवाइजर", "supervisor"),
    ("सुपरवाइज़र", "supervisor"),
    ("फार्मासिस्ट", "pharmacist"),
    ("डॉक्टर", "doctor"),
    ("ब्यूटीशियन", "beautician"),
    ("ड्राइविंग", "driving"),
    ("ट्रक", "truck"),
    ("टैक्सी", "taxi"),
    ("कैब", "cab"),
    ("बाइक", "bike"),
    ("स्टोर", "store"),
    ("दुकान", "shop"),
    ("शॉप", "shop"),
    ("गोदाम", "warehouse"),
    ("वेयरहाउस", "warehouse"),
    ("फैक्ट्री", "factory"),
    ("होटल", "hotel"),
    ("रेस्टोरेंट", "restaurant"),
    ("अस्पताल", "hospital"),
    ("हॉस्पिटल", "hospital"),
    ("स्कूल", "school"),
    ("बैंक", "bank"),
    ("ऑफिस", "office"),
    ("बॉय/गर्ल", "boy girl"),
    ("गर्ल", "girl"),
    ("लड़की", "ladki"),
    ("लड़कियों", "ladkiyon"),
    ("महिला", "mahila"),
    ("महिलाओं", "mahilaon"),
    ("महिलाएं", "mahilayen"),
    ("पुरुष", "male"),
    // Work modes, types and times.
    ("पार्ट", "part"),
    ("फुल", "full"),
    ("टाइम", "time"),
    ("घर", "ghar"),
    ("बैठे", "baithe"),
    ("वर्क", "work"),
    ("फ्रॉम", "from"),
    ("होम", "home"),
    ("ऑनलाइन", "online"),
    ("रिमोट", "remote"),
    ("इंटर्नशिप", "internship"),
    ("फ्रेशर", "fresher"),
    ("फ्रेशर्स", "freshers"),
    ("अनुभव", "experience"),
    ("रात", "night"),
    ("शिफ्ट", "shift"),
    ("ड्यूटी", "duty"),
    // Short loanwords (too short for `LOANWORDS`) and Hindi words for roles.
    ("केयर", "care"),
    ("एचआर", "hr"),
    ("लैब", "lab"),
    ("बस", "bus"),
    ("कार", "car"),
    ("टैली", "tally"),
    ("राजमिस्त्री", "mason"),
    ("लेखाकार", "accountant"),
    ("खाना", "khana"),
    ("बनाने", "banane"),
    ("बनाना", "banana"),
    ("मैकेनिक", "mechanic"),
    // The product's words (the assistant's questions).
    ("रिज़्यूमे", "resume"),
    ("रिज्यूमे", "resume"),
    ("रेज़्यूमे", "resume"),
    ("रिज़्यूम", "resume"),
    ("सीवी", "cv"),
    ("बायोडाटा", "biodata"),
    ("अपलोड", "upload"),
    ("आवेदन", "apply"),
    ("अप्लाई", "apply"),
    ("पासवर्ड", "password"),
    ("ईमेल", "email"),
    ("कोड", "code"),
    ("डॉक्यूमेंट्स", "documents"),
    ("डॉक्यूमेंट", "document"),
    ("दस्तावेज़", "documents"),
    ("दस्तावेज", "documents"),
    ("कागज़ात", "documents"),
    ("फ्री", "free"),
    ("मुफ़्त", "free"),
    ("मुफ्त", "free"),
    ("स्टेटस", "status"),
    ("सेव", "save"),
    ("अकाउंट", "account"),
    ("रजिस्टर", "register"),
    ("लॉगिन", "login"),
    ("कैसे", "kaise"),
    ("करें", "karen"),
    ("करूं", "karun"),
    ("करूँ", "karun"),
    ("लगते", "lagte"),
    // Job words and filler.
    ("नौकरी", "naukri"),
    ("नौकरियां", "naukri"),
    ("नौकरियाँ", "naukri"),
    ("जॉब", "job"),
    ("जॉब्स", "jobs"),
    ("जोब", "job"),
    ("काम", "kaam"),
    ("चाहिए", "chahiye"),
    ("चाहिये", "chahiye"),
    ("वैकेंसी", "vacancy"),
    ("भर्ती", "bharti"),
    ("के", "ke"),
    ("की", "ki"),
    ("का", "ka"),
    ("लिए", "liye"),
    ("लिये", "liye"),
    ("में", "mein"),
    ("मे", "mein"),
    ("से", "se"),
    ("पास", "paas"),
    ("नज़दीक", "near"),
    ("नजदीक", "near"),
    ("मेरे", "mere"),
    ("मुझे", "mujhe"),
    ("है", "hai"),
    ("हैं", "hain"),
    ("क्या", "kya"),
    ("कोई", "koi"),
    ("और", "aur"),
    ("वाला", "wala"),
    ("वाली", "wali"),
    ("वाले", "wale"),
    ("सैलरी", "salary"),
    ("वेतन", "salary"),
    ("तनख्वाह", "salary"),
    ("हजार", "hazar"),
    ("हज़ार", "hazar"),
    ("पैसे", "paise"),
    ("पैसा", "paisa"),
    ("फीस", "fees"),
    ("मांग", "maang"),
    ("माँग", "maang"),
    ("रहे", "rahe"),
    ("असली", "asli"),
    ("नमस्ते", "namaste"),
    ("धन्यवाद", "dhanyavad"),
    ("शुक्रिया", "shukriya"),
    // Places whose English spelling a phonetic rendering would miss.
    ("दिल्ली", "delhi"),
    ("नई", "new"),
    ("मुंबई", "mumbai"),
    ("मुम्बई", "mumbai"),
    ("बंबई", "mumbai"),
    ("लखनऊ", "lucknow"),
    ("कानपुर", "kanpur"),
    ("पुणे", "pune"),
    ("पूना", "pune"),
    ("बेंगलुरु", "bengaluru"),
    ("बेंगलूरु", "bengaluru"),
    ("बैंगलोर", "bangalore"),
    ("बंगलौर", "bangalore"),
    ("हैदराबाद", "hyderabad"),
    ("चेन्नई", "chennai"),
    ("कोलकाता", "kolkata"),
    ("कलकत्ता", "kolkata"),
    ("जयपुर", "jaipur"),
    ("पटना", "patna"),
    ("इंदौर", "indore"),
    ("भोपाल", "bhopal"),
    ("नोएडा", "noida"),
    ("नोयडा", "noida"),
    ("गुड़गांव", "gurgaon"),
    ("गुड़गाँव", "gurgaon"),
    ("गुरुग्राम", "gurugram"),
    ("गाजियाबाद", "ghaziabad"),
    ("गाज़ियाबाद", "ghaziabad"),
    ("फरीदाबाद", "faridabad"),
    ("फ़रीदाबाद", "faridabad"),
    ("अहमदाबाद", "ahmedabad"),
    ("सूरत", "surat"),
    ("वडोदरा", "vadodara"),
    ("राजकोट", "rajkot"),
    ("नागपुर", "nagpur"),
    ("नासिक", "nashik"),
    ("ठाणे", "thane"),
    ("नवी", "navi"),
    ("वाराणसी", "varanasi"),
    ("बनारस", "varanasi"),
    ("आगरा", "agra"),
    ("मेरठ", "meerut"),
    ("प्रयागराज", "prayagraj"),
    ("इलाहाबाद", "allahabad"),
    ("गोरखपुर", "gorakhpur"),
    ("बरेली", "bareilly"),
    ("अलीगढ़", "aligarh"),
    ("मथुरा", "mathura"),
    ("चंडीगढ़", "chandigarh"),
    ("लुधियाना", "ludhiana"),
    ("अमृतसर", "amritsar"),
    ("जालंधर", "jalandhar"),
    ("देहरादून", "dehradun"),
    ("हरिद्वार", "haridwar"),
    ("शिमला", "shimla"),
    ("जम्मू", "jammu"),
    ("श्रीनगर", "srinagar"),
    ("जोधपुर", "jodhpur"),
    ("उदयपुर", "udaipur"),
    ("कोटा", "kota"),
    ("अजमेर", "ajmer"),
    ("ग्वालियर", "gwalior"),
    ("जबलपुर", "jabalpur"),
    ("रायपुर", "raipur"),
    ("रांची", "ranchi"),
    ("राँची", "ranchi"),
    ("जमशेदपुर", "jamshedpur"),
    ("धनबाद", "dhanbad"),
    ("भुवनेश्वर", "bhubaneswar"),
    ("कटक", "cuttack"),
    ("गुवाहाटी", "guwahati"),
    ("सिलीगुड़ी", "siliguri"),
    ("गया", "gaya"),
    ("मुजफ्फरपुर", "muzaffarpur"),
    ("भागलपुर", "bhagalpur"),
    ("विशाखापत्तनम", "visakhapatnam"),
    ("विजयवाड़ा", "vijayawada"),
    ("कोयंबटूर", "coimbatore"),
    ("मदुरै", "madurai"),
    ("कोच्चि", "kochi"),
    ("तिरुवनंतपुरम", "thiruvananthapuram"),
    ("मैसूर", "mysore"),
    ("मैसूरु", "mysuru"),
    ("मंगलौर", "mangalore"),
    ("गोवा", "goa"),
    ("औरंगाबाद", "aurangabad"),
    ("कोल्हापुर", "kolhapur"),
    ("सोलापुर", "solapur"),
    ("उत्तर", "uttar"),
    ("प्रदेश", "pradesh"),
    ("बिहार", "bihar"),
    ("महाराष्ट्र", "maharashtra"),
    ("राजस्थान", "rajasthan"),
    ("गुजरात", "gujarat"),
    ("पंजाब", "punjab"),
    ("हरियाणा", "haryana"),
    ("कर्नाटक", "karnataka"),
    ("तमिलनाडु", "tamil nadu"),
    ("केरल", "kerala"),
    ("बंगाल", "bengal"),
    ("पश्चिम", "west"),
    ("मध्य", "madhya"),
    ("एनसीआर", "ncr"),
];

static TABLE: LazyLock<HashMap<String, &'static str>> = LazyLock::new(|| {
    LEXICON
        .iter()
        .map(|(hindi, latin)| (decomposed(hindi), *latin))
        .collect()
});

/// A word with each precomposed nukta letter as its consonant and the nukta sign (both are
/// typed), and without joiners: the lexicon's form.
fn decomposed(w: &str) -> String {
    let mut out = String::with_capacity(w.len());
    for c in w.chars() {
        let base = match c {
            '\u{0958}' => 'क',
            '\u{0959}' => 'ख',
            '\u{095A}' => 'ग',
            '\u{095B}' => 'ज',
            '\u{095C}' => 'ड',
            '\u{095D}' => 'ढ',
            '\u{095E}' => 'फ',
            '\u{095F}' => 'य',
            '\u{200C}' | '\u{200D}' => continue,
            c => {
                out.push(c);
                continue;
            }
        };
        out.push(base);
        out.push('\u{093C}');
    }
    out
}

/// The words of the synonym table by their consonant key: a Devanagari word that is not in the
/// lexicon and sounds like one of them is read as it (कैशियर → cashier, प्लम्बर → plumber,
/// रिसेपशनिस्ट → receptionist). Keys of fewer than three consonants are left out (too many
/// words share them).
static LOANWORDS: LazyLock<HashMap<String, &'static str>> = LazyLock::new(|| {
    let mut m = HashMap::new();
    for w in JOB_WORDS {
        m.entry(consonant_key(w)).or_insert(*w);
    }
    for group in crate::synonyms::GROUPS {
        for phrase in *group {
            for w in phrase.trim_start_matches(['~', '^']).split_whitespace() {
                if w.len() >= 3 && w.bytes().all(|b| b.is_ascii_lowercase()) {
                    let k = consonant_key(w);
                    if k.len() >= 3 {
                        m.entry(k).or_insert(w);
                    }
                }
            }
        }
    }
    m
});

/// English words of job titles that Indian job seekers write in Devanagari, first in
/// `LOANWORDS` (the synonym table's words follow).
const JOB_WORDS: &[&str] = &[
    "cashier",
    "plumber",
    "receptionist",
    "electrician",
    "telecaller",
    "driver",
    "salesman",
    "tractor",
    "technician",
    "designer",
    "graphic",
    "customer",
    "mechanic",
    "welder",
    "fitter",
    "painter",
    "carpenter",
    "tailor",
    "helper",
    "packer",
    "picker",
    "loader",
    "supervisor",
    "manager",
    "executive",
    "operator",
    "assistant",
    "nurse",
    "pharmacist",
    "beautician",
    "security",
    "guard",
    "delivery",
    "courier",
    "waiter",
    "steward",
    "barista",
    "captain",
    "teacher",
    "tutor",
    "trainer",
    "coordinator",
    "counsellor",
    "accountant",
    "auditor",
    "analyst",
    "consultant",
    "developer",
    "engineer",
    "tester",
    "architect",
    "marketing",
    "sales",
    "support",
    "service",
    "officer",
    "clerk",
    "typist",
    "photographer",
    "editor",
    "writer",
    "translator",
    "warehouse",
    "store",
    "keeper",
    "housekeeping",
    "attendant",
    "ward",
    "boy",
    "girl",
    "office",
    "computer",
    "software",
    "hardware",
    "networking",
    "machine",
    "foreman",
    "turner",
    "machinist",
    "electrical",
    "civil",
    "mechanical",
    "production",
    "quality",
    "inspector",
    "chemist",
    "dispatch",
    "billing",
    "collection",
    "recovery",
    "insurance",
    "advisor",
    "agent",
    "recruiter",
    "counter",
    "showroom",
    "retail",
    "fashion",
    "makeup",
    "artist",
    "spa",
    "therapist",
    "physiotherapist",
    "dentist",
    "doctor",
    "paramedic",
    "ambulance",
    "caretaker",
    "babysitter",
    "nanny",
    "maid",
    "cook",
    "chef",
    "bakery",
    "butcher",
    "gardener",
    "farm",
    "dairy",
    "poultry",
    "fisheries",
    "mason",
    "labour",
    "worker",
    "staff",
    "trainee",
    "apprentice",
    "intern",
    "fresher",
    "teller",
    "content",
];

/// What a word sounds like, the same for its English spelling and its Hindi one written in
/// Latin letters: the consonants only, with the spellings of one sound made one letter
/// (c and ch as k, or s before e, i, y; ph as f; -tion and -cia as sh; w as v; z as j), `h`
/// and doubled letters dropped, and whether it starts with a vowel.
fn consonant_key(w: &str) -> String {
    let w = w.to_lowercase();
    // A silent first letter: "writer" sounds as "raitar" is written.
    let w = w
        .strip_prefix("wr")
        .map_or(w.clone(), |rest| format!("r{rest}"));
    let w = w
        .replace("tion", "shn")
        .replace("sion", "shn")
        .replace("cia", "sha")
        .replace("ph", "f")
        .replace("ck", "k")
        .replace('x', "ks")
        .replace('q', "k");
    let chars: Vec<char> = w.chars().collect();
    // A word that starts with a vowel keeps that it does ("accountant" is not "kantent").
    let mut out = String::new();
    if chars.first().is_some_and(|c| "aeiou".contains(*c)) {
        out.push('_');
    }
    for (i, &c) in chars.iter().enumerate() {
        let sound = match c {
            'c' if matches!(chars.get(i + 1), Some('e' | 'i' | 'y')) => 's',
            'c' => 'k',
            'w' => 'v',
            'z' => 'j',
            'a' | 'e' | 'i' | 'o' | 'u' | 'y' | 'h' => continue,
            c if c.is_ascii_alphabetic() => c,
            _ => continue,
        };
        if !out.ends_with(sound) {
            out.push(sound);
        }
    }
    out
}

/// Whether the text has a Devanagari letter.
pub fn has_devanagari(s: &str) -> bool {
    s.chars().any(is_devanagari)
}

/// A letter, sign or digit of Devanagari (the dandas are punctuation).
fn is_devanagari(c: char) -> bool {
    ('\u{0900}'..='\u{097F}').contains(&c) && c != '।' && c != '॥'
}

/// The text with each Devanagari word in Latin letters (the lexicon's, else Hinglish spelling);
/// anything else as it was.
pub fn to_latin(text: &str) -> Cow<'_, str> {
    latin(text, true)
}

/// A name (a place) in Latin letters: the lexicon's, else its Hinglish spelling, never read as
/// the English word it sounds like ("पाटन" is Patan, not python; "मुंगेर" is Munger, not manager).
pub fn name_to_latin(text: &str) -> Cow<'_, str> {
    latin(text, false)
}

fn latin(text: &str, loanwords: bool) -> Cow<'_, str> {
    if !has_devanagari(text) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars() {
        if is_devanagari(c) || (c == '\u{200D}' || c == '\u{200C}') && !word.is_empty() {
            word.push(c);
        } else {
            flush(&mut word, &mut out, loanwords);
            out.push(c);
        }
    }
    flush(&mut word, &mut out, loanwords);
    Cow::Owned(out)
}

fn flush(word: &mut String, out: &mut String, loanwords: bool) {
    if word.is_empty() {
        return;
    }
    let w = decomposed(word);
    match TABLE.get(&w) {
        Some(latin) => out.push_str(latin),
        None => {
            let hinglish = phonetic(&w);
            match LOANWORDS
                .get(&consonant_key(&hinglish))
                .filter(|_| loanwords)
            {
                Some(english) => out.push_str(english),
                None => out.push_str(&hinglish),
            }
        }
    }
    word.clear();
}

/// A letter of a word: a consonant (with its Latin), a vowel sign or independent vowel, or a
/// mark that changes what is around it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Letter {
    Consonant(&'static str),
    Vowel(&'static str),
    Sign(&'static str),
    Virama,
    Nukta,
    Nasal,
    Other(char),
}

fn letter(c: char) -> Letter {
    use Letter::*;
    match c {
        'क' => Consonant("k"),
        'ख' => Consonant("kh"),
        'ग' => Consonant("g"),
        'घ' => Consonant("gh"),
        'ङ' => Consonant("n"),
        'च' => Consonant("ch"),
        'छ' => Consonant("chh"),
        'ज' => Consonant("j"),
        'झ' => Consonant("jh"),
        'ञ' => Consonant("n"),
        'ट' => Consonant("t"),
        'ठ' => Consonant("th"),
        'ड' => Consonant("d"),
        'ढ' => Consonant("dh"),
        'ण' => Consonant("n"),
        'त' => Consonant("t"),
        'थ' => Consonant("th"),
        'द' => Consonant("d"),
        'ध' => Consonant("dh"),
        'न' => Consonant("n"),
        'प' => Consonant("p"),
        'फ' => Consonant("ph"),
        'ब' => Consonant("b"),
        'भ' => Consonant("bh"),
        'म' => Consonant("m"),
        'य' => Consonant("y"),
        'र' => Consonant("r"),
        'ल' => Consonant("l"),
        'ळ' => Consonant("l"),
        'व' => Consonant("v"),
        'श' => Consonant("sh"),
        'ष' => Consonant("sh"),
        'स' => Consonant("s"),
        'ह' => Consonant("h"),
        // Precomposed nukta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़); typed text often has the consonant and
        // the nukta sign instead, read by `with_nukta`.
        '\u{0958}' => Consonant("q"),
        '\u{0959}' => Consonant("kh"),
        '\u{095A}' => Consonant("g"),
        '\u{095B}' => Consonant("z"),
        '\u{095C}' => Consonant("d"),
        '\u{095D}' => Consonant("dh"),
        '\u{095E}' => Consonant("f"),
        '\u{095F}' => Consonant("y"),
        'अ' => Vowel("a"),
        'आ' => Vowel("aa"),
        'इ' => Vowel("i"),
        'ई' => Vowel("i"),
        'उ' => Vowel("u"),
        'ऊ' => Vowel("u"),
        'ऋ' => Vowel("ri"),
        'ए' => Vowel("e"),
        'ऐ' => Vowel("ai"),
        'ओ' => Vowel("o"),
        'औ' => Vowel("au"),
        'ऑ' => Vowel("o"),
        'ा' => Sign("a"),
        'ि' => Sign("i"),
        'ी' => Sign("i"),
        'ु' => Sign("u"),
        'ू' => Sign("u"),
        'ृ' => Sign("ri"),
        'े' => Sign("e"),
        'ै' => Sign("ai"),
        'ो' => Sign("o"),
        'ौ' => Sign("au"),
        'ॉ' => Sign("o"),
        'ॅ' => Sign("e"),
        '्' => Virama,
        '़' => Nukta,
        'ं' | 'ँ' => Nasal,
        'ः' => Sign("h"),
        c @ '०'..='९' => Other(char::from(b'0' + (c as u32 - '०' as u32) as u8)),
        c => Other(c),
    }
}

/// A nukta after a consonant: the sound it makes (ड़ written as ड + ़).
fn with_nukta(latin: &'static str) -> &'static str {
    match latin {
        "k" => "q",
        "j" => "z",
        "g" => "g",
        other => other,
    }
}

/// One syllable: a consonant cluster's last consonant with its vowel, or a vowel alone.
struct Syllable {
    consonant: Option<&'static str>,
    /// The vowel: a sign, an independent vowel, or the inherent `a` (`schwa`); none after a
    /// virama.
    vowel: Option<&'static str>,
    schwa: bool,
    nasal: bool,
}

/// A word in Hinglish spelling: each letter's Latin, the inherent vowel dropped at the end of
/// the word and between a vowel-consonant and a consonant-vowel (नौकरी → naukri), an
/// anusvara as `m` before a lip consonant (मुंबई → mumbai), `f` for फ, `d` for ड़ (लड़का →
/// ladka).
fn phonetic(word: &str) -> String {
    let mut syl: Vec<Syllable> = Vec::new();
    for c in word.chars() {
        match letter(c) {
            Letter::Consonant(l) => syl.push(Syllable {
                consonant: Some(if l == "ph" { "f" } else { l }),
                vowel: Some("a"),
                schwa: true,
                nasal: false,
            }),
            Letter::Nukta => {
                if let Some(s) = syl.last_mut()
                    && let Some(c) = s.consonant
                {
                    s.consonant = Some(with_nukta(c));
                }
            }
            Letter::Sign(v) => match syl.last_mut() {
                Some(s) if s.schwa => {
                    s.vowel = Some(v);
                    s.schwa = false;
                }
                _ => syl.push(Syllable {
                    consonant: None,
                    vowel: Some(v),
                    schwa: false,
                    nasal: false,
                }),
            },
            Letter::Virama => {
                if let Some(s) = syl.last_mut()
                    && s.schwa
                {
                    s.vowel = None;
                    s.schwa = false;
                }
            }
            Letter::Nasal => {
                if let Some(s) = syl.last_mut() {
                    s.nasal = true;
                }
            }
            Letter::Vowel(v) => syl.push(Syllable {
                consonant: None,
                vowel: Some(v),
                schwa: false,
                nasal: false,
            }),
            Letter::Other(_) => {}
        }
    }
    // The inherent vowel is silent at the end of a word of two or more syllables, and between
    // a syllable with a vowel and a consonant with a full vowel (right to left).
    let n = syl.len();
    if n > 1 && syl[n - 1].schwa && !syl[n - 1].nasal {
        syl[n - 1].vowel = None;
    }
    for i in (1..n.saturating_sub(1)).rev() {
        let before = syl[i - 1].vowel.is_some();
        let after = syl[i + 1].consonant.is_some() && syl[i + 1].vowel.is_some();
        if syl[i].schwa && !syl[i].nasal && before && after {
            syl[i].vowel = None;
        }
    }
    let mut out = String::new();
    for (i, s) in syl.iter().enumerate() {
        if let Some(c) = s.consonant {
            out.push_str(c);
        } else if i > 0 && s.vowel == Some("e") && out.ends_with('i') {
            // A vowel after i glides: चाहिए → chahiye.
            out.push('y');
        }
        if let Some(v) = s.vowel {
            out.push_str(v);
        }
        if s.nasal {
            let next = syl.get(i + 1).and_then(|n| n.consonant).unwrap_or("");
            out.push(if ["p", "f", "b", "bh", "m"].contains(&next) {
                'm'
            } else {
                'n'
            });
        }
    }
    for c in word.chars() {
        if let Letter::Other(d) = letter(c)
            && d.is_ascii_digit()
        {
            out.push(d);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_the_lexicon_become_their_table_words() {
        assert_eq!(to_latin("ड्राइवर की नौकरी"), "driver ki naukri");
        assert_eq!(to_latin("लखनऊ में इलेक्ट्रीशियन"), "lucknow mein electrician");
        assert_eq!(to_latin("घर से काम"), "ghar se kaam");
        assert_eq!(to_latin("पार्ट टाइम जॉब, दिल्ली"), "part time job, delhi");
        assert_eq!(to_latin("डिलीवरी बॉय चाहिए"), "delivery boy chahiye");
    }

    #[test]
    fn loanwords_are_read_as_the_english_words_they_sound_like() {
        for (hindi, english) in [
            ("कैशियर", "cashier"),
            ("प्लम्बर", "plumber"),
            ("रिसेपशनिस्ट", "receptionist"),
            ("इलेक्ट्रीसियन", "electrician"),
            ("टेलीकालर", "telecaller"),
            ("ड्राईवर", "driver"),
            ("सेल्समैन", "salesman"),
            ("ट्रैक्टर", "tractor"),
            ("राइटर", "writer"),
            ("कंटेंट", "content"),
        ] {
            assert_eq!(to_latin(hindi), english, "{hindi}");
        }
        assert_eq!(
            consonant_key("receptionist"),
            consonant_key("risepashanist")
        );
        assert_eq!(consonant_key("teacher"), consonant_key("tichar"));
        // Hindi words stay Hindi in Latin letters.
        assert_eq!(to_latin("पानीपत"), "panipat");
    }

    #[test]
    fn other_words_are_written_as_hinglish_writes_them() {
        for (hindi, latin) in [
            ("कानपुर", "kanpur"),
            ("नौकरी", "naukri"),
            ("काम", "kam"),
            ("रसोई", "rasoi"),
            ("मुंबई", "mumbai"),
            ("कमल", "kamal"),
            ("अंबाला", "ambala"),
            ("पढ़ाई", "padhai"),
            ("पानीपत", "panipat"),
            ("सहारनपुर", "saharanpur"),
            ("फल", "fal"),
            ("ड़", "da"),
            ("लड़का", "ladka"),
            ("१२३", "123"),
        ] {
            assert_eq!(phonetic(hindi), latin, "{hindi}");
        }
        // Latin text and mixed text keep their Latin words.
        assert!(matches!(to_latin("driver jobs"), Cow::Borrowed(_)));
        assert_eq!(to_latin("Driver ड्राइवर 25k"), "Driver driver 25k");
        assert_eq!(to_latin("ड्राइवर। कुक"), "driver। cook");
        // A nukta letter typed precomposed or as consonant and sign is the same word.
        assert_eq!(
            to_latin("\u{0917}\u{0941}\u{095C}\u{0917}\u{093E}\u{0902}\u{0935}"),
            "gurgaon"
        );
        assert_eq!(
            to_latin("\u{0917}\u{0941}\u{0921}\u{093C}\u{0917}\u{093E}\u{0902}\u{0935}"),
            "gurgaon"
        );
        assert_eq!(
            phonetic("\u{091C}\u{093C}\u{0930}\u{0942}\u{0930}\u{0924}"),
            "zarurat"
        );
    }
}
