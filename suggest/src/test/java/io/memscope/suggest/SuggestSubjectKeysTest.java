package io.memscope.suggest;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.memscope.suggest.Suggested.fact;
import static io.memscope.suggest.FoundSuggestions.subjectAliases;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Keys written the ways CRM, HR and hotel systems write them name one person: a title before the name, an
 * account number and a dash, a middle name one system keeps and another drops, an account number beside a
 * role. Two roles, or a word that is a title only before a name, keep people apart.
 */
class SuggestSubjectKeysTest {

    @Test
    void aTitleADashedAccountNumberAMiddleNameOrAnIdBesideARoleNamesOnePerson() {
        List<Suggestion> found = Suggested.of(
                fact(1, "Ms. Adaeze Okafor (client)", "relationship_status", "married", "2020-01-01"),
                fact(2, "adaeze.okafor", "relationship status", "divorced", "2022-01-01"),
                fact(3, "customer:ben.ortiz", "shipping_address", "12 Elm St", "2020-01-01"),
                fact(4, "member 4471 – Ben Ortiz", "shipping address", "88 Rainey St", "2022-01-01"),
                fact(5, "guest:fatima.benali", "home_airport", "CMN", "2020-01-01"),
                fact(6, "Fatima Zahra Benali", "home airport", "RAK", "2022-01-01"),
                fact(7, "CRW-4410 (Nils Berg)", "rank", "3/O", "2020-01-01"),
                fact(8, "Nils Berg (2nd Officer)", "rank", "2/O", "2022-01-01"));
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder("Ms. Adaeze Okafor (client)|adaeze.okafor",
                "customer:ben.ortiz|member 4471 – Ben Ortiz", "Fatima Zahra Benali|guest:fatima.benali",
                "CRW-4410 (Nils Berg)|Nils Berg (2nd Officer)");
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>2", "3>4", "5>6", "7>8");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.first().startsWith("Ms."))
                .singleElement().extracting(Suggestion::why).asString().contains("the title \"Ms.\"");
    }

    @Test
    void twoRolesTwoMiddleNamesOrASurnameThatLooksLikeATitleKeepPeopleApart() {
        List<Suggestion> found = Suggested.of(
                fact(1, "Rachel Green (customer)", "plan", "Basic", "2020-01-01"),
                fact(2, "Rachel Green (supplier)", "plan", "Pro", "2022-01-01"),
                fact(3, "Ana Maria Costa", "gym", "Holmes Place", "2020-01-01"),
                fact(4, "Ana Sofia Costa", "gym", "Fitness Hut", "2021-01-01"),
                fact(5, "ana.costa", "gym", "Solinca", "2022-01-01"),
                fact(6, "Mario Pan", "gym", "PureGym", "2020-01-01"),
                fact(7, "mario", "gym", "Anytime", "2022-01-01"));
        assertThat(subjectAliases(found)).containsExactly("Mario Pan|mario");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias).singleElement()
                .extracting(Suggestion::why).asString().doesNotContain("title");
    }

    @Test
    void twoSystemsNamespacesNameOnePersonButNotTheAgentOrAPet() {
        assertThat(SubjectAliases.pair(SubjectKey.of("user:ana"), SubjectKey.of("profile/ana")))
                .hasValueSatisfying(a -> {
                    assertThat(a.score()).isEqualTo(SubjectAliases.TWO_NAMESPACES);
                    assertThat(a.why()).contains("the namespaces \"user:\" and \"profile:\"");
                });
        assertThat(SubjectAliases.pair(SubjectKey.of("agent:self"), SubjectKey.of("bot:self"))).isEmpty();
        assertThat(SubjectAliases.pair(SubjectKey.of("user:luna"), SubjectKey.of("pet:luna"))).isEmpty();
        assertThat(SubjectAliases.pair(SubjectKey.of("user:ana"), SubjectKey.of("ana"))).get()
                .extracting(Suggestion.SubjectAlias::score).isEqualTo(SubjectAliases.NAMESPACE_DROPPED);
    }

    @Test
    void aHandlesWordThatNamesNoOneIsSetAsideAfterAnUnderscore() {
        List<Suggestion> found = Suggested.of(
                fact(1, "athlete:marta", "coach", "Sam Hughes", "2020-01-01"),
                fact(2, "Marta Gil", "coach", "Priya Rao", "2022-01-01"),
                fact(3, "marta_lifts", "coach", "Dina Shah", "2023-01-01"),
                fact(4, "rosadelgado_music", "record label", "Sony Music Latin", "2023-01-01"),
                fact(5, "Rosa Delgado (artist)", "record label", "Indie Mundo", "2020-01-01"),
                fact(6, "maria_garcia", "gym", "Solinca", "2022-01-01"),
                fact(7, "Maria Santos", "gym", "Holmes Place", "2020-01-01"));
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder("Marta Gil|athlete:marta", "Marta Gil|marta_lifts",
                "athlete:marta|marta_lifts", "Rosa Delgado (artist)|rosadelgado_music");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.second().equals("marta_lifts")
                        && a.first().equals("Marta Gil")).singleElement().extracting(Suggestion::why).asString()
                .contains("the handle's word \"lifts\"");
    }

    @Test
    void anEmailAddressNamesItsPersonAndAnHonorificOfAnyLanguageIsSetAside() {
        List<Suggestion> found = Suggested.of(
                fact(1, "Ayşe Yılmaz", "branch", "Am Gasteig", "2020-01-01"),
                fact(2, "ayse.yilmaz@web.de", "branch", "Neuperlach", "2023-01-01"),
                fact(3, "Michael Okafor (candidate)", "employer", "Paystack", "2020-01-01"),
                fact(4, "m.okafor@gmail.com", "employer", "Monzo", "2023-01-01"),
                fact(5, "Bu Sri Wahyuni", "drop_point", "Balai Desa Sambi", "2020-01-01"),
                fact(6, "Sri W. (Sido Rukun)", "drop_point", "Gudang Klaten", "2023-01-01"),
                fact(7, "dan.levi@mail.com", "home_airport", "TLV", "2020-01-01"),
                fact(8, "dana.levi@mail.com", "home_airport", "AMS", "2023-01-01"));
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder("Ayşe Yılmaz|ayse.yilmaz@web.de",
                "Michael Okafor (candidate)|m.okafor@gmail.com", "Bu Sri Wahyuni|Sri W. (Sido Rukun)");
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>2", "3>4", "5>6");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.first().equals("Ayşe Yılmaz"))
                .singleElement().extracting(Suggestion::why).asString().contains("the e-mail domain \"@web.de\"");
        assertThat(SubjectKey.of("ops@memscope.io (agent inbox)").mailDomain()).isEmpty();
    }

    @Test
    void aSurnameWrittenFirstAHandleBesideTheNameAndTitlesInARowNameOnePersonButGenerationsTwo() {
        List<Suggestion> found = Suggested.of(
                fact(1, "Abo 55102 (Huber, Elisabeth)", "seat_category", "Kategorie II", "2020-01-01"),
                fact(2, "Frau Dr. Elisabeth Huber", "seat_category", "Kategorie I", "2023-01-01"),
                fact(3, "learner:sam_ng (Samuel Ng)", "course_level", "N4", "2020-01-01"),
                fact(4, "Samuel Ng", "course_level", "N3", "2023-01-01"),
                fact(5, "Dela Cruz, Jocelyn", "payout_method", "GCash", "2020-01-01"),
                fact(6, "sender:+852 9123 4567 (Jocelyn Dela Cruz)", "payout_method", "Maya", "2023-01-01"),
                fact(7, "member/sean.murphy (Seán Murphy Snr)", "team", "Masters football", "2020-01-01"),
                fact(8, "Seán Murphy Jnr", "team", "U-20 football", "2023-01-01"));
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder("Abo 55102 (Huber, Elisabeth)|Frau Dr. Elisabeth Huber",
                "Samuel Ng|learner:sam_ng (Samuel Ng)", "Dela Cruz, Jocelyn|sender:+852 9123 4567 (Jocelyn Dela Cruz)");
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>2", "3>4", "5>6");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.first().startsWith("Dela"))
                .singleElement().extracting(Suggestion::why).asString()
                .contains("the surname written first in \"Dela Cruz, Jocelyn\"");
    }

    @Test
    void aFamilyNameOfTwoWordsFirstAnAccountNumberAsTheKeyOrAnÆNameOnePerson() {
        List<Suggestion> found = Suggested.of(
                fact(1, "Kunde 70-38840 (Rossi-Weber Giulia)", "risk_profile", "balanced", "2020-01-01"),
                fact(2, "Giulia Rossi-Weber", "risk_profile", "growth", "2023-01-01"),
                fact(3, "Hamza El Idrissi (abonné 0611300452)", "forfait", "Forfait 20 Go", "2020-01-01"),
                fact(4, "abonne:0611300452", "forfait", "Forfait 50 Go", "2023-01-01"),
                fact(5, "zákazník 550912 (Dvořák Petr)", "tarif", "Celá síť", "2020-01-01"),
                fact(6, "Ing. Petr Dvořák", "tarif", "Region", "2023-01-01"),
                fact(7, "andelshaver:2TV (Lars Kjær)", "parking", "P-4", "2020-01-01"),
                fact(8, "lars.kjaer@outlook.dk", "parking", "P-9", "2023-01-01"));
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder(
                "Giulia Rossi-Weber|Kunde 70-38840 (Rossi-Weber Giulia)",
                "Hamza El Idrissi (abonné 0611300452)|abonne:0611300452",
                "Ing. Petr Dvořák|zákazník 550912 (Dvořák Petr)", "andelshaver:2TV (Lars Kjær)|lars.kjaer@outlook.dk");
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>2", "3>4", "5>6", "7>8");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.second().startsWith("abonne"))
                .singleElement().extracting(Suggestion::why).asString()
                .contains("is the number \"Hamza El Idrissi (abonné 0611300452)\" gives beside its name");
    }

    @Test
    void aNameTwoMembersOfOneNameShareIsNeitherOfThem() {
        List<Suggestion> found = Suggested.of(
                fact(1, "MBR-00417 (Wanjiru Kamau)", "employer", "Kenya Power", "2020-01-01"),
                fact(2, "MBR-01290 (Wanjiru Kamau)", "employer", "Nairobi City County", "2021-01-01"),
                fact(3, "Wanjiru Kamau", "employer", "Safaricom PLC", "2023-01-01"),
                fact(4, "abonne:0654772810", "forfait", "Forfait 20 Go", "2020-01-01"),
                fact(5, "Tazi Nadia (0654772810)", "forfait", "Forfait 50 Go", "2023-01-01"),
                fact(6, "Tazi Omar (0654772810)", "forfait", "Forfait 5 Go", "2023-01-01"));
        assertThat(subjectAliases(found)).isEmpty();
        assertThat(supersessions(found)).isEmpty();
    }

    @Test
    void aNumberAHandleEndsInAMalayTitleAndAFathersNameAreSetAside() {
        List<Suggestion> found = Suggested.of(
                fact(1, "MAT-7782140 (Priya Iyer)", "employer", "TCS", "2019-01-01"),
                fact(2, "priya.iyer87", "employer", "Flipkart", "2021-01-01"),
                fact(3, "UNN/2020/251903 (Aisha Bello)", "hostel", "Mary Slessor Hall", "2020-01-01"),
                fact(4, "aisha.bello.251903@unn.edu.ng", "hostel", "Okpara Hall", "2022-01-01"),
                fact(5, "pelanggan: Nurul Izzah binti Ahmad", "menu", "Nasi lemak set", "2020-01-01"),
                fact(6, "Puan Nurul Izzah", "menu", "Mee goreng set", "2022-01-01"),
                fact(7, "anna.k.1990", "gym", "Holmes Place", "2020-01-01"),
                fact(8, "Anna Kowalska", "gym", "Zdrofit", "2022-01-01"));
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder("MAT-7782140 (Priya Iyer)|priya.iyer87",
                "UNN/2020/251903 (Aisha Bello)|aisha.bello.251903@unn.edu.ng",
                "Puan Nurul Izzah|pelanggan: Nurul Izzah binti Ahmad");
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>2", "3>4", "5>6");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.second().equals("priya.iyer87"))
                .singleElement().extracting(Suggestion::why).asString()
                .contains("the number \"87\" the handle ends in");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.first().startsWith("Puan"))
                .singleElement().extracting(Suggestion::why).asString().contains("and the father's name before it");
    }

    @Test
    void aNameBeforeMarriageOneAccountRenamedATurkishTitleAndAnInitialAfterTheFamilyNameAreOnePerson() {
        List<Suggestion> found = Suggested.of(
                fact(1, "UNN/2018/233517 (Chioma Nwosu)", "next_of_kin", "Mr. Obinna Nwosu", "2019-01-21"),
                fact(2, "Mrs. Chioma Obi (née Nwosu)", "next_of_kin", "Mr. Kelechi Obi", "2021-06-12"),
                fact(3, "Hasta 3391 (Ayşe Yılmaz)", "aile_hekimi", "Dr. Mehmet Kaya", "2019-03-01"),
                fact(4, "Ayşe Hanım (3391)", "aile_hekimi", "Dr. Zeynep Arslan", "2022-03-01"),
                fact(5, "ČD-1300555 (Tomáš Procházka)", "employer", "Škoda Auto", "2019-04-01"),
                fact(6, "Procházka T.", "employer", "Kofola", "2022-04-01"),
                fact(7, "Rossi-Weber Giulia", "employer", "UBS", "2019-05-01"),
                fact(8, "giulia_r", "employer", "Pirelli", "2022-05-01"),
                fact(9, "customer#LT-6610 (Rūta Vaitkutė)", "pavardė", "Vaitkutė", "2020-05-19"),
                fact(10, "customer#LT-6610 (Rūta Jankauskienė)", "pavardė", "Jankauskienė", "2022-08-27"),
                fact(11, "M. Karim Benali", "ville", "Lyon", "2022-04-10"),
                fact(12, "Karim B.", "ville de résidence", "Casablanca", "2024-04-02"));
        assertThat(subjectAliases(found)).contains("Mrs. Chioma Obi (née Nwosu)|UNN/2018/233517 (Chioma Nwosu)",
                "Ayşe Hanım (3391)|Hasta 3391 (Ayşe Yılmaz)", "Procházka T.|ČD-1300555 (Tomáš Procházka)",
                "customer#LT-6610 (Rūta Jankauskienė)|customer#LT-6610 (Rūta Vaitkutė)", "Karim B.|M. Karim Benali")
                .noneMatch(a -> a.contains("giulia_r"));
        assertThat(supersessions(found)).contains("1>2", "3>4", "5>6", "9>10", "11>12").doesNotContain("7>8");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.first().startsWith("Mrs."))
                .singleElement().extracting(Suggestion::why).asString().contains("as the one it was born with");
    }

    @Test
    void keysJoinedThroughAnotherKeyAreOnePersonAtTheWeakerLink() {
        List<Suggestion> found = Suggested.of(
                fact(1, "MBR-00812 (Wanjiru Kamau)", "employer", "Kenya Power", "2021-08-02"),
                fact(2, "MBR-00812 (Wanjiru Otieno)", "next_of_kin", "Brian Otieno (husband)", "2023-04-12"),
                fact(3, "Wanjiru Otieno", "employer", "Safaricom PLC", "2024-02-01"));
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder(
                "MBR-00812 (Wanjiru Kamau)|MBR-00812 (Wanjiru Otieno)", "MBR-00812 (Wanjiru Otieno)|Wanjiru Otieno",
                "MBR-00812 (Wanjiru Kamau)|Wanjiru Otieno");
        assertThat(supersessions(found)).containsExactly("1>3");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a
                        && a.first().equals("MBR-00812 (Wanjiru Kamau)") && a.second().equals("Wanjiru Otieno"))
                .singleElement().satisfies(a -> {
                    assertThat(((Suggestion.SubjectAlias) a).score()).isEqualTo(SubjectAliases.RENAMED);
                    assertThat(a.why()).startsWith("\"MBR-00812 (Wanjiru Kamau)\" and \"Wanjiru Otieno\" are one"
                            + " through 1 other key: ");
                });
    }
}
