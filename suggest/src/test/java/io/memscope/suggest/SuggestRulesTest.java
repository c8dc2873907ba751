package io.memscope.suggest;

import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The rules that need no model: a stand-in embedder calls every pair of phrases alike. */
class SuggestRulesTest {
    private static final Embedder ALL_ALIKE = text -> new float[] {1, 0};
    /** Each distinct text its own direction: no two phrases alike, so only the words can join them. */
    private static final Embedder NONE_ALIKE = text -> {
        float[] v = new float[4096];
        v[Math.floorMod(text.hashCode(), v.length)] = 1;
        return v;
    };

    private static Fact fact(long id, String subject, String predicate, String value, String from) {
        return Fact.of(FactId.of(id), subject, predicate, value, Instant.parse(from + "T00:00:00Z"), null, null);
    }

    private static List<Suggestion> suggest(PredicateCardinalities cardinalities, Fact... facts) {
        return new Suggester(ALL_ALIKE).suggest(List.of(facts), cardinalities, Suggester.DEFAULT_MIN_SCORE);
    }

    @Test
    void subjectKeysAreEqualOnlyWhenTheNamesAre() {
        assertThat(SubjectKey.of("user:rachel").name()).isEqualTo(SubjectKey.of("Rachel (customer)").name());
        assertThat(SubjectKey.of("Dan").name()).isNotEqualTo(SubjectKey.of("Dana").name());
        assertThat(SubjectKey.of("Maria").name()).isNotEqualTo(SubjectKey.of("Mario").name());
    }

    @Test
    void accentsSeparatorsAndAnAccountNumberBesideTheNameAreSetAside() {
        assertThat(SubjectKey.of("Björn Andersson").compactName()).isEqualTo(SubjectKey.of("bjorn_andersson").compactName());
        assertThat(SubjectKey.of("user:fatima.elamrani").compactName())
                .isEqualTo(SubjectKey.of("Fatima El Amrani (customer)").compactName());
        assertThat(SubjectKey.of("cust_4471 (Nadia Rahman)").name()).isEqualTo("nadia rahman");
    }

    @Test
    void aFirstNameAloneJoinsTheOneFullNameThatBeginsWithItButNotOneOfTwo() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "Ingrid Berg", "employer", "Equinor", "2022-01-01"),
                fact(2, "user:ingrid", "works for", "Aker BP", "2024-01-01"),
                fact(3, "Kim Lee", "employer", "Naver", "2022-01-01"),
                fact(4, "Kim Park", "employer", "Kakao", "2022-01-01"),
                fact(5, "kim", "works for", "Samsung", "2024-01-01"));
        assertThat(found).anyMatch(s -> s instanceof Suggestion.SubjectAlias a
                && a.first().equals("Ingrid Berg") && a.second().equals("user:ingrid")
                && a.score() == SubjectAliases.FIRST_NAME_ONLY);
        assertThat(found).anyMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && i.oldFact().equals(FactId.of(1)) && i.newFact().equals(FactId.of(2)));
        assertThat(found).noneMatch(s -> s instanceof Suggestion.SubjectAlias a && a.first().startsWith("Kim"));
        assertThat(found).noneMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && i.newFact().equals(FactId.of(5)));
    }

    @Test
    void twoDifferentQualifiersOrNamespacesAreTwoEntities() {
        assertThat(SubjectAliases.pair(SubjectKey.of("Alex (customer)"), SubjectKey.of("Alex (employee)"))).isEmpty();
        assertThat(SubjectAliases.pair(SubjectKey.of("user:alex"), SubjectKey.of("agent:alex"))).isEmpty();
        assertThat(SubjectAliases.pair(SubjectKey.of("user:alex"), SubjectKey.of("Alex (customer)"))).isPresent();
    }

    @Test
    void pastEventsAndOppositeRolesAreRecognisedFromTheirWords() {
        assertThat(Decoys.pastOrEvent("was_born_in")).isPresent();
        assertThat(Decoys.pastOrEvent("previous employer")).isPresent();
        assertThat(Decoys.pastOrEvent("visited")).isPresent();
        assertThat(Decoys.pastOrEvent("moved to")).isEmpty();
        assertThat(Decoys.oppositeRoles("manager", "manages")).isPresent();
        assertThat(Decoys.oppositeRoles("owner", "owns")).isPresent();
        assertThat(Decoys.oppositeRoles("lives in", "moved to")).isEmpty();
        assertThat(Decoys.oppositeRoles("landlord_of", "tenant_of")).isPresent();
        assertThat(Decoys.oppositeRoles("landlord", "tenant_of")).isEmpty(); // both name the landlord
        assertThat(Decoys.pastOrEvent("record label")).isEmpty(); // a record company, not a record over time
        assertThat(Decoys.pastOrEvent("record weight")).isPresent();
        // the words of other languages for a former value or a wish
        assertThat(Decoys.pastOrEvent("korábbi_munkahely")).isPresent();
        assertThat(Decoys.pastOrEvent("tidligere arbejdsgiver")).isPresent();
        assertThat(Decoys.pastOrEvent("Wunsch-Abo")).isPresent();
        assertThat(Decoys.pastOrEvent("envisage_de_passer_a")).isPresent();
        assertThat(Decoys.pastOrEvent("munkahely")).isEmpty();
    }

    @Test
    void aNewerValueUnderTheSameWordsAndAnotherSubjectKeySupersedesTheOlder() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:rachel", "lives_in", "Detroit", "2023-01-01"),
                fact(2, "Rachel", "Lives In", "Ferndale", "2024-01-01"));
        assertThat(found).anySatisfy(s -> {
            assertThat(s).isInstanceOf(Suggestion.ImplicitSupersession.class);
            Suggestion.ImplicitSupersession i = (Suggestion.ImplicitSupersession) s;
            assertThat(i.oldFact()).isEqualTo(FactId.of(1));
            assertThat(i.newFact()).isEqualTo(FactId.of(2));
            assertThat(i.why()).contains("Detroit", "Ferndale", "2024-01-01 after 2023-01-01", "user:");
        });
    }

    @Test
    void multiValuedPredicatesAreNeverSupersededImplicitly() {
        PredicateCardinalities many = new PredicateCardinalities(Map.of("likes", Cardinality.MANY));
        List<Suggestion> found = suggest(many,
                fact(1, "user:rachel", "likes", "climbing", "2023-01-01"),
                fact(2, "Rachel", "likes", "Thai food", "2024-01-01"));
        assertThat(found).noneMatch(s -> s instanceof Suggestion.ImplicitSupersession);
    }

    @Test
    void theSameValueAgainIsNoSupersession() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:omar", "lives_in", "Lisbon", "2023-01-01"),
                fact(2, "Omar", "lives in", "lisbon ", "2024-01-01"));
        assertThat(found).noneMatch(s -> s instanceof Suggestion.ImplicitSupersession);
    }

    @Test
    void initialsRestateTheNameTheyStandFor() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:yusuf", "lives in", "New York", "2023-01-01"),
                fact(2, "Yusuf", "home city", "NYC", "2024-01-01"),
                fact(3, "user:lena", "lives in", "Berlin", "2023-01-01"),
                fact(4, "Lena", "home city", "LA", "2024-01-01"));
        assertThat(found).noneMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && i.oldFact().equals(FactId.of(1)));
        // capitals that are not the other value's initials are another value
        assertThat(found).anyMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && i.oldFact().equals(FactId.of(3)) && i.newFact().equals(FactId.of(4)));
        assertThat(Restatements.initialsOf("NYC", "New York City")).isTrue();
        assertThat(Restatements.initialsOf("NY", "Newark")).isFalse();
    }

    @Test
    void twoPredicatesGivenValuesAtOneInstantAreTwoAttributesHoweverAlike() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:ines", "lives in", "Porto", "2023-01-01"),
                fact(2, "user:ines", "works in", "Braga", "2023-01-01"),
                fact(3, "user:yuki", "works in", "Porto", "2022-01-01"),
                fact(4, "user:yuki", "lives in", "Kobe", "2024-01-01"));
        assertThat(found).isEmpty();
    }

    @Test
    void twoPredicatesEachUpdatedOnItsOwnWhileTheOtherHeldAreTwoAttributesHoweverAlike() {
        List<Suggestion> sideBySide = suggest(PredicateCardinalities.NONE,
                linked(1, "user:kim", "team", "Blue", "2023-01-01", "2023-06-01", 2),
                linked(2, "user:kim", "team", "Red", "2023-06-01", null, 0),
                linked(3, "user:kim", "squad", "Red", "2023-02-01", "2023-09-01", 4),
                linked(4, "user:kim", "squad", "Blue", "2023-09-01", null, 0));
        assertThat(sideBySide).isEmpty();

        // one chain and an update the store never linked: the kind of pair the suggester is for
        List<Suggestion> unlinked = suggest(PredicateCardinalities.NONE,
                linked(1, "user:kim", "team", "Blue", "2023-01-01", "2023-06-01", 2),
                linked(2, "user:kim", "team", "Red", "2023-06-01", null, 0),
                linked(3, "user:kim", "squad", "Green", "2023-08-01", null, 0),
                linked(4, "user:lee", "squad", "Red", "2022-01-01", null, 0));
        assertThat(unlinked).anyMatch(s -> s instanceof Suggestion.PredicateAlias p
                && p.why().contains("never updated side by side"));
        assertThat(unlinked).anyMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && i.oldFact().equals(FactId.of(2)) && i.newFact().equals(FactId.of(3)));
    }

    @Test
    void twoKindsOfOneThingAreTwoAttributesThoughTheirValuesMeet() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:lea", "work email", "lea@acme.test", "2023-01-01"),
                fact(2, "user:lea", "home email", "lea@home.test", "2024-01-01"),
                fact(3, "user:tom", "home email", "lea@acme.test", "2022-01-01"));
        assertThat(found).isEmpty();
        assertThat(Decoys.narrowedApart("phone_note", "team note")).contains(
                "\"phone note\" and \"team note\" are two kinds of note (\"phone\", \"team\")");
        // a shared preposition names no attribute, and a restating word narrows nothing
        assertThat(Decoys.narrowedApart("moved to", "relocated to")).isEmpty();
        assertThat(Decoys.narrowedApart("current city", "home city")).isEmpty();
        assertThat(Decoys.narrowedApart("home city", "lives in")).isEmpty();
    }

    @Test
    void namesTheListGivesOneAttributeAreAliasesWithNoValueInCommon() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:kwame", "employer", "MTN", "2022-01-01"),
                fact(2, "user:kwame", "works for", "Vodafone", "2024-01-01"),
                fact(3, "user:mateo", "plan", "Starter", "2022-01-01"),
                fact(4, "user:mateo", "subscription tier", "Growth", "2024-01-01"));
        assertThat(found).anyMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && i.oldFact().equals(FactId.of(1)) && i.newFact().equals(FactId.of(2))
                && i.why().contains("both name the employer"));
        assertThat(found).anyMatch(s -> s instanceof Suggestion.ImplicitSupersession i
                && i.oldFact().equals(FactId.of(3)) && i.newFact().equals(FactId.of(4)));
    }

    @Test
    void aListedNameWrittenInPlainLettersIsStillListedButAnAccentThatTellsATenseIsKept() {
        AttributeLexicon list = AttributeLexicon.builtIn();
        assertThat(list.attributeOf("egen_laege")).isEqualTo(list.attributeOf("egen læge")).hasValue("doctor");
        assertThat(list.attributeOf("haziorvos")).hasValue("doctor");
        assertThat(list.attributeOf("tandlaege")).as("æ written out").hasValue("dentist");
        assertThat(list.attributeOf("a travaillé chez")).as("worked at, not works at").isEmpty();
    }

    @Test
    void namesTheListGivesTwoAttributesOrAFixedOneAreNeverAliases() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:ines", "lives in", "Porto", "2022-01-01"),
                fact(2, "user:ines", "works in", "Braga", "2023-01-01"),
                fact(3, "user:yuki", "works in", "Porto", "2022-01-01"),
                fact(4, "user:kofi", "home city", "Accra", "2022-01-01"),
                fact(5, "user:kofi", "hometown", "Kumasi", "2023-01-01"),
                fact(6, "user:ama", "hometown", "Accra", "2022-01-01"));
        assertThat(found).noneMatch(s -> s instanceof Suggestion.ImplicitSupersession);
        assertThat(found).noneMatch(s -> s instanceof Suggestion.PredicateAlias p
                && (p.first().equals("works in") || p.second().equals("works in") || p.first().equals("hometown")
                || p.second().equals("hometown")));
        assertThat(AttributeLexicon.builtIn().attributeOf("relocated to for the new job")).contains("residence");
        assertThat(AttributeLexicon.builtIn().attributeOf("lives_in_note")).isEmpty();
    }

    private static Fact linked(long id, String subject, String predicate, String value, String from, String to,
                               long successor) {
        return Fact.of(FactId.of(id), subject, predicate, value, Instant.parse(from + "T00:00:00Z"),
                to == null ? null : Instant.parse(to + "T00:00:00Z"), successor == 0 ? null : FactId.of(successor));
    }

    @Test
    void aSentenceIsReadAsItsWordsAndTheNamesInIt() {
        Fact read = Sentences.asFact(fact(1, "alex", "memory", "Moved to Royal Oak last month", "2024-01-01"))
                .orElseThrow();
        assertThat(read.predicate()).isEqualTo("moved to");
        assertThat(read.value()).isEqualTo("Royal Oak");
        assertThat(Sentences.asFact(fact(2, "alex", "memory", "Is happy with the service", "2024-01-01"))).isEmpty();
    }

    @Test
    void aLaterSentenceOfTheSameWordsWithAnotherNameSupersedesTheEarlier() {
        PredicateCardinalities many = new PredicateCardinalities(Map.of("memory", Cardinality.MANY));
        List<Suggestion> found = suggest(many,
                fact(1, "user:hugo", "memory", "Works at Globex", "2023-01-01"),
                fact(2, "user:hugo", "memory", "Is vegetarian", "2023-06-01"),
                fact(3, "user:hugo", "memory", "Visited Chicago", "2023-07-01"),
                fact(4, "Hugo", "memory", "Works at Initech now", "2024-01-01"));
        Suggestion.ImplicitSupersession only = onlySupersession(found);
        assertThat(only.oldFact()).isEqualTo(FactId.of(1));
        assertThat(only.newFact()).isEqualTo(FactId.of(4));
        assertThat(only.why()).contains("\"Works at Globex\"", "\"Works at Initech now\"");
        assertThat(found).noneMatch(s -> s instanceof Suggestion.PredicateAlias);
    }

    @Test
    void alikePhrasesWithNoValueInCommonAreNotProposed() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:yuki", "works in", "Osaka", "2022-01-01"),
                fact(2, "user:yuki", "works at", "Globex", "2024-01-01"));
        assertThat(found).isEmpty();
    }

    @Test
    void theSamePhraseWrittenAnotherWayIsTheSameWords() {
        assertThat(Phrases.key("homeCity")).isEqualTo(Phrases.key("home city"));
        assertThat(Phrases.key("favourite_team")).isEqualTo(Phrases.key("favorite team"));
        assertThat(Phrases.key("daughter's school")).isEqualTo(Phrases.key("daughter_school"));
        assertThat(Phrases.sameLetters("timezone", "time zone")).isTrue();
        assertThat(Phrases.sameLetters("E-mail", "email")).isTrue();
        assertThat(SubjectKey.of("user:sofia_ruiz").name()).isEqualTo(SubjectKey.of("Sofia Ruiz").name());
    }

    @Test
    void aWordThatOnlyRestatesTheAttributeJoinsTwoPredicatesButANarrowingWordDoesNot() {
        List<Suggestion> found = new Suggester(NONE_ALIKE).suggest(List.of(
                fact(1, "user:lea", "email", "lea@example.org", "2023-01-01"),
                fact(2, "user:lea", "email address", "lea.m@example.org", "2024-01-01"),
                fact(3, "user:tom", "gym", "Gold's Gym", "2023-01-01"),
                fact(4, "user:tom", "climbing gym", "Base Camp", "2024-01-01"),
                fact(5, "user:tom", "work email", "tom@acme.test", "2024-02-01"),
                fact(6, "user:tom", "email", "tom@example.org", "2023-02-01"),
                // the same restating words in the agent's own language: current, type
                fact(7, "aluno:90117", "prancha", "softboard 8'0", "2023-01-01"),
                fact(8, "aluno:90117", "prancha_atual", "evolutiva 7'2", "2024-01-01"),
                fact(9, "aluno:88213", "plano", "Smart mensal", "2023-01-01"),
                fact(10, "aluno:88213", "tipo de plano", "Black anual", "2024-01-01")), PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        assertThat(found).filteredOn(s -> s instanceof Suggestion.PredicateAlias)
                .extracting(s -> ((Suggestion.PredicateAlias) s).predicates())
                .containsExactlyInAnyOrder(List.of("email", "email address"), List.of("prancha", "prancha_atual"),
                        List.of("plano", "tipo de plano"));
        assertThat(found).filteredOn(s -> s instanceof Suggestion.ImplicitSupersession)
                .extracting(s -> ((Suggestion.ImplicitSupersession) s).oldFact())
                .containsExactlyInAnyOrder(FactId.of(1), FactId.of(7), FactId.of(9));
    }

    @Test
    void aPlanOrAnotherPersonsAttributeIsNeverTheSubjectsOwn() {
        assertThat(Decoys.pastOrEvent("wants to move to")).isPresent();
        assertThat(Decoys.pastOrEvent("traveled to")).isPresent();
        assertThat(Decoys.pastOrEvent("lives_in_note")).as("a note about a value is not the value").isPresent();
        assertThat(Decoys.otherPeople("son's school", "daughter's school")).isPresent();
        assertThat(Decoys.otherPeople("brother lives in", "lives in")).isPresent();
        assertThat(Decoys.otherPeople("boss", "manager")).as("a relative named last is the subject's relation")
                .isEmpty();
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:ana", "son's school", "Oak Primary", "2023-01-01"),
                fact(2, "user:ana", "daughter's school", "Oak Primary", "2023-06-01"),
                fact(3, "user:ana", "daughter's school", "Elm High", "2024-06-01"));
        assertThat(found).noneMatch(s -> s instanceof Suggestion.PredicateAlias);
    }

    @Test
    void aMonthAfterTheValueIsWhenNotWhat() {
        Fact read = Sentences.asFact(fact(1, "alex", "memory", "Moved to Denver in March", "2024-01-01"))
                .orElseThrow();
        assertThat(read.predicate()).isEqualTo("moved to");
        assertThat(read.value()).isEqualTo("Denver");
    }
    @Test
    void aListedPhraseThenItsValueLeaveOutWhatFollows() {
        Fact promoted = Sentences.asFact(fact(1, "hannah.w", "memory",
                "Was promoted to Vice President at Goldman in January", "2024-01-01")).orElseThrow();
        assertThat(promoted.predicate()).isEqualTo("promoted to");
        assertThat(promoted.value()).isEqualTo("Vice President");
        Fact moved = Sentences.asFact(fact(2, "arjun.n", "memory", "Moved to Mumbai, so he now flies from BOM",
                "2024-01-01")).orElseThrow();
        assertThat(moved.predicate()).isEqualTo("moved to");
        assertThat(moved.value()).isEqualTo("Mumbai");
        Fact mudo = Sentences.asFact(fact(3, "Pablo Ortega", "memory", "Se mudó a Barcelona por trabajo",
                "2024-01-01")).orElseThrow();
        assertThat(AttributeLexicon.builtIn().attributeOf(mudo.predicate())).contains("residence");
        assertThat(mudo.value()).isEqualTo("Barcelona");
        // the same city by its two names is no move
        assertThat(Restatements.same(fact(4, "b", "lives in", "Munich", "2020-01-01"),
                fact(5, "b", "lives in", "München", "2021-01-01"))).isTrue();
        assertThat(Restatements.same(fact(4, "b", "lives in", "Munich", "2020-01-01"),
                fact(5, "b", "lives in", "Vienna", "2021-01-01"))).isFalse();
    }

    @Test
    void aListedNameWithWordsThatRestateItIsStillThatAttribute() {
        AttributeLexicon list = AttributeLexicon.builtIn();
        assertThat(list.attributeOf("Employer Name")).contains("employer");
        assertThat(list.attributeOf("primaryEmail")).contains("email");
        assertThat(list.attributeOf("drives a")).contains("car");
        assertThat(list.attributeOf("number")).as("nothing is left to name an attribute").isEmpty();
        assertThat(list.attributeOf("name")).as("a subject's name is its full name").contains("full name");
        assertThat(list.attributeOf("phone carrier")).contains("mobile carrier");
        // two kinds of number by their words, one attribute by the list: aliases
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "user:mirjam", "Mobile Number", "+49 151 1111 2222", "2020-01-01"),
                fact(2, "user:mirjam", "phoneNumber", "+49 160 3333 4444", "2022-01-01"),
                fact(3, "user:mirjam", "phone carrier", "Vodafone", "2023-01-01"));
        assertThat(found).filteredOn(s -> s instanceof Suggestion.PredicateAlias)
                .extracting(s -> ((Suggestion.PredicateAlias) s).predicates())
                .containsExactly(List.of("Mobile Number", "phoneNumber"));
    }

    @Test
    void aValueWrittenAnotherWayIsNoChangeButAWordOfRankIs() {
        assertThat(restates("+49 151 2345 6789", "+49 151 23456789")).isTrue();
        assertThat(restates("Detroit", "Detroit, MI")).isTrue();
        assertThat(restates("Nurse", "Charge Nurse")).isFalse();
        assertThat(restates("Senior Architect", "Architect")).as("a step down is a change too").isFalse();
    }

    @Test
    void aShortFormOrASurnameInitialJoinsTheOnePersonItCanStandFor() {
        List<Suggestion> found = employerThenWorksFor("Robert Haines", "Bob", "Sven Lindqvist", "sven.l",
                "Ji-woo Park", "jiwoo", "Dan", "Dana", "user:elena", "user:lena", "Mika Laine", "agent:mika");
        List<List<String>> aliases = subjectAliases(found);
        assertThat(aliases).containsExactlyInAnyOrder(List.of("Bob", "Robert Haines"), List.of("Sven Lindqvist", "sven.l"),
                List.of("Ji-woo Park", "jiwoo"));
        assertThat(found).filteredOn(s -> s instanceof Suggestion.ImplicitSupersession)
                .extracting(s -> ((Suggestion.ImplicitSupersession) s).newFact())
                .containsExactlyInAnyOrder(FactId.of(2), FactId.of(4), FactId.of(6));
    }

    @Test
    void anUpdateToldAsAnEventInOtherLanguagesEndsTheValueItNames() {
        PredicateCardinalities many = new PredicateCardinalities(Map.of("memory", Cardinality.MANY));
        List<Suggestion> found = suggest(many,
                fact(1, "giulia.b", "memory", "Ha una Fiat Panda", "2022-06-06"),
                fact(2, "giulia.b", "memory", "Ha venduto la Panda e ha comprato una Jeep Renegade", "2024-05-05"),
                fact(3, "jonas.k", "memory", "Fährt einen VW Golf", "2019-12-02"),
                fact(4, "jonas.k", "memory", "Hat einen Tesla Model 3, der Golf ist verkauft", "2021-11-20"),
                fact(5, "clemence.b", "memory", "Travaille chez Decathlon à Lille", "2020-06-06"),
                fact(6, "clemence.b", "memory", "A été embauchée par Leroy Merlin, a quitté Decathlon", "2023-03-01"),
                fact(7, "giulia.b", "memory", "Presta la Panda a sua sorella il sabato", "2023-01-01"));
        assertThat(found).filteredOn(s -> s instanceof Suggestion.ImplicitSupersession)
                .extracting(s -> ((Suggestion.ImplicitSupersession) s).oldFact() + ">"
                        + ((Suggestion.ImplicitSupersession) s).newFact())
                .contains("1>2", "3>4", "5>6").doesNotContain("1>7");
    }

    @Test
    void anUpdateToldAsAnEventEndsTheValueItNames() {
        PredicateCardinalities many = new PredicateCardinalities(Map.of("memory", Cardinality.MANY));
        List<Suggestion> found = suggest(many,
                fact(1, "kwame", "memory", "Drives a Toyota Corolla", "2022-01-01"),
                fact(2, "kwame", "memory", "Visited Accra", "2023-01-01"),
                fact(3, "kwame", "memory", "Sold the Corolla and bought a Kia EV6", "2024-01-01"),
                fact(4, "user:tariq", "memory", "Works at Careem as a product manager", "2022-01-01"),
                fact(5, "user:tariq", "memory", "Visited the Careem office in Dubai", "2023-01-01"));
        Suggestion.ImplicitSupersession only = onlySupersession(found);
        assertThat(only.oldFact()).isEqualTo(FactId.of(1));
        assertThat(only.newFact()).isEqualTo(FactId.of(3));
        assertThat(only.why()).contains("\"Corolla\" was left");
        // the event, told before the new value is stated plainly, is what replaced the old one
        List<Suggestion> told = suggest(many,
                fact(1, "ravi_s", "memory", "Drives a Honda City", "2021-01-01"),
                fact(2, "ravi_s", "memory", "Sold the Honda and bought a Tata Nexon EV", "2023-01-01"),
                fact(3, "ravi_s", "memory", "Drives a Tata Nexon EV", "2023-06-01"));
        assertThat(told).filteredOn(s -> s instanceof Suggestion.ImplicitSupersession)
                .extracting(s -> ((Suggestion.ImplicitSupersession) s).newFact())
                .containsExactly(FactId.of(2));
        assertThat(Departures.endedName("Dr. Rahman", "Her dentist is now Dr. Qureshi since Dr. Rahman retired"))
                .isEqualTo("Rahman");
        assertThat(Departures.endedName("Denver", "Moved to Boulder from Denver")).isNull();
        assertThat(Departures.endedName("Denver", "Moved out of Denver")).isEqualTo("Denver");
    }

    @Test
    void theSameNumberOrNameWrittenAnotherWayIsNoChange() {
        assertThat(restates("(617) 555-0198", "+1 617-555-0198")).isTrue();
        assertThat(restates("+44 7911 555012", "07911 555012")).isTrue();
        assertThat(restates("+44 7911 555012", "+44 7911 555013")).isFalse();
        assertThat(restates("Dr. Emily Ross", "Emily Ross, MD")).isTrue();
        assertThat(restates("Teacher", "Headteacher")).as("a word, not letters in one").isFalse();
    }

    @Test
    void anInitialAndSurnameOrANameLessItsLastWordJoinsTheOnePersonItNames() {
        List<Suggestion> found = employerThenWorksFor("Robert Fischer", "user:rfischer", "Mei Lin Chen", "mei-lin",
                "John Smith", "John Smith Jr.", "users/yara", "Yara Costa", "Abdullah Al-Farsi", "A. Al-Farsi",
                "Wei Zhang", "Zhang Wei");
        List<List<String>> aliases = subjectAliases(found);
        assertThat(aliases).containsExactlyInAnyOrder(List.of("Robert Fischer", "user:rfischer"),
                List.of("Mei Lin Chen", "mei-lin"), List.of("Yara Costa", "users/yara"),
                List.of("A. Al-Farsi", "Abdullah Al-Farsi"), List.of("Wei Zhang", "Zhang Wei"));
    }

    private static List<List<String>> subjectAliases(List<Suggestion> found) {
        return found.stream().filter(s -> s instanceof Suggestion.SubjectAlias)
                .map(s -> ((Suggestion.SubjectAlias) s).subjects()).toList();
    }

    @Test
    void aStateNamedInLowerCaseIsAValueOfItsAttribute() {
        PredicateCardinalities many = new PredicateCardinalities(Map.of("memory", Cardinality.MANY));
        List<Suggestion> found = suggest(many,
                fact(1, "user:tara", "memory", "Is vegetarian", "2022-01-01"),
                fact(2, "user:tara", "memory", "Likes hiking", "2022-06-01"),
                fact(3, "Tara", "memory", "Is vegan now", "2023-01-01"),
                fact(4, "jonas_w", "memory", "Is vegetarian", "2022-01-01"),
                fact(5, "jonas_w", "memory", "Stopped being vegetarian; eats fish now", "2023-01-01"),
                fact(6, "user:bo", "memory", "Is not vegan", "2023-01-01"));
        assertThat(found).filteredOn(s -> s instanceof Suggestion.ImplicitSupersession)
                .extracting(s -> ((Suggestion.ImplicitSupersession) s).oldFact() + ">"
                        + ((Suggestion.ImplicitSupersession) s).newFact())
                .containsExactlyInAnyOrder("1>3", "4>5");
        assertThat(States.builtIn().of(new String[] {"Is", "not", "vegan"})).isEmpty();
        assertThat(States.builtIn().of(new String[] {"Is", "now", "vegan"}))
                .contains(new States.State("diet", "vegan"));
    }

    /** Whether a later value of one attribute restates an earlier one, so neither supersedes the other. */
    private static boolean restates(String earlier, String later) {
        return Restatements.same(fact(1, "a", "phone", earlier, "2020-01-01"),
                fact(2, "a", "mobile", later, "2021-01-01"));
    }

    /**
     * For each pair of keys, an employer under the first key in 2021 and another under the second, as {@code
     * works for}, in 2023: one listed attribute, so the two keys alone decide whether the second supersedes.
     */
    private static List<Suggestion> employerThenWorksFor(String... keys) {
        Fact[] facts = new Fact[keys.length];
        for (int i = 0; i < keys.length; i++) {
            facts[i] = i % 2 == 0 ? fact(i + 1, keys[i], "employer", "Employer " + i, "2021-01-01")
                    : fact(i + 1, keys[i], "works for", "Employer " + i, "2023-01-01");
        }
        return suggest(PredicateCardinalities.NONE, facts);
    }

    /** The one implicit supersession among {@code found}; fails when there are none or several. */
    private static Suggestion.ImplicitSupersession onlySupersession(List<Suggestion> found) {
        List<Suggestion> supersessions = found.stream().filter(s -> s instanceof Suggestion.ImplicitSupersession).toList();
        assertThat(supersessions).as(found.toString()).hasSize(1);
        return (Suggestion.ImplicitSupersession) supersessions.get(0);
    }

    @Test
    void theModelAloneJoinsTwoNamesOnlyWhereTooFewValuesCouldTellAndNeitherNarrowsTheOther() {
        // the model finds each pair of names alike, and the two pairs unalike
        Embedder pairsAlike = text -> text.contains("trail") || text.contains("hiking")
                ? new float[] {1, 0} : new float[] {0, 1};
        List<Suggestion> few = new Suggester(pairsAlike).suggest(List.of(
                fact(1, "user:ana", "trail shoes", "Salomon", "2023-01-01"),
                fact(2, "user:ana", "hiking footwear", "Merrell", "2024-01-01"),
                fact(3, "user:tom", "email", "tom@example.org", "2023-02-01"),
                fact(4, "user:tom", "work email", "tom@acme.test", "2024-02-01")), PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        assertThat(few).filteredOn(s -> s instanceof Suggestion.PredicateAlias)
                .extracting(s -> ((Suggestion.PredicateAlias) s).predicates())
                .as("a narrower kind is never joined by the model alone")
                .containsExactly(List.of("hiking footwear", "trail shoes"));
        List<Fact> many = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            many.add(fact(1 + 2L * i, "s" + i, "trail shoes", "a" + i, "2023-01-01"));
            many.add(fact(2 + 2L * i, "s" + i, "hiking footwear", "b" + i, "2024-01-01"));
        }
        assertThat(new Suggester(ALL_ALIKE).suggest(many, PredicateCardinalities.NONE, Suggester.DEFAULT_MIN_SCORE))
                .as("twelve values each and none in common: two attributes, however alike the names")
                .noneMatch(s -> s instanceof Suggestion.PredicateAlias);
    }

    @Test
    void aHandleInParenthesesAnUmlautWrittenOutAndAShortFormWithTheSurnameNameOnePerson() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "Marco Conti (m4rc0)", "guild", "Iron Wolves", "2023-01-01"),
                fact(2, "user:m4rc0", "rank", "Gold", "2023-02-01"),
                fact(3, "Thomas Müller", "bank", "Commerzbank", "2023-01-01"),
                fact(4, "kunde:thomas.mueller", "credit card", "Visa", "2023-02-01"),
                fact(5, "mike.brennan", "employer", "Stripe", "2023-01-01"),
                fact(6, "Michael Brennan", "title", "Engineer", "2023-02-01"),
                fact(7, "tenant_1142 (Anna Novak)", "rent", "1150", "2023-01-01"),
                fact(8, "Anna Novak (tenant)", "unit", "3B", "2023-02-01"),
                fact(9, "Rachel (customer)", "plan", "Pro", "2023-01-01"),
                fact(10, "Rachel (employee)", "team", "Ops", "2023-02-01"));
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias)
                .extracting(s -> ((Suggestion.SubjectAlias) s).subjects())
                .containsExactlyInAnyOrder(List.of("Marco Conti (m4rc0)", "user:m4rc0"),
                        List.of("Thomas Müller", "kunde:thomas.mueller"), List.of("Michael Brennan", "mike.brennan"),
                        List.of("Anna Novak (tenant)", "tenant_1142 (Anna Novak)"));
    }

    @Test
    void aSpeltOutRankIsTheSameValueButAJoinedSecondValueIsAChange() {
        assertThat(Restatements.same(fact(1, "a", "title", "Sr. Engineer", "2023-01-01"),
                fact(2, "a", "role", "Senior Engineer", "2024-01-01"))).isTrue();
        assertThat(Restatements.same(fact(1, "a", "major", "Economics", "2023-01-01"),
                fact(2, "a", "major", "Mathematics and Economics", "2024-01-01"))).isFalse();
        assertThat(Restatements.same(fact(1, "a", "employer", "NatWest Group", "2023-01-01"),
                fact(2, "a", "employer", "NatWest", "2024-01-01"))).isTrue();
        assertThat(Restatements.same(fact(1, "a", "address", "Apt 4, 10 King St W, Toronto", "2023-01-01"),
                fact(2, "a", "ship to", "10 King Street West, Apartment 4, Toronto", "2024-01-01"))).isTrue();
        assertThat(Restatements.same(fact(1, "a", "address", "Apt 4, 10 King St W, Toronto", "2023-01-01"),
                fact(2, "a", "ship to", "Apt 10, 4 King St W, Toronto", "2024-01-01"))).as("another flat, another number")
                .isFalse();
        assertThat(Restatements.same(fact(1, "a", "title", "Product Manager", "2023-01-01"),
                fact(2, "a", "role", "Group Product Manager", "2024-01-01"))).isFalse();
    }

    @Test
    void anEdgeSentenceThatBeginsWithTheSubjectsNameIsReadAfterIt() {
        Fact read = Sentences.asFact(fact(1, "José Martínez", "fact", "José Martínez joined Cabify as head of payments",
                "2024-01-01")).orElseThrow();
        assertThat(read.value()).isEqualTo("Cabify");
        assertThat(AttributeLexicon.builtIn().attributeOf(read.predicate())).contains("employer");
        assertThat(Decoys.oppositeRoles("landlord_of", "landlord")).isPresent();
        assertThat(Decoys.pastOrEvent("desired role")).isPresent();
        assertThat(Decoys.pastOrEvent("peak rank")).isPresent();
    }

    @Test
    void aPairTooUnalikeForItsValuesToLiftIsLeftOutOnlyBelowTheThreshold() {
        // cosine 0.35: nothing from the model, so every value shared gives 0.45 and no more
        Embedder unalike = text -> text.equals("hue") ? new float[] {1, 0}
                : new float[] {0.35f, (float) Math.sqrt(1 - 0.35 * 0.35)};
        List<Fact> facts = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            facts.add(fact(1 + 2L * i, "s" + i, "hue", "c" + i, "2023-01-01"));
            facts.add(fact(2 + 2L * i, "t" + i, "shade", "c" + i, "2023-01-01"));
        }
        assertThat(new Suggester(unalike).suggest(facts, PredicateCardinalities.NONE, 0.4))
                .filteredOn(s -> s instanceof Suggestion.PredicateAlias).extracting(Suggestion::score)
                .containsExactly(0.45);
        assertThat(new Suggester(unalike).suggest(facts, PredicateCardinalities.NONE, 0.5))
                .noneMatch(s -> s instanceof Suggestion.PredicateAlias);
    }

    @Test
    void aSentenceThatChangesANamedAttributeOrNamesAStateBesideANameIsReadAsThatAttribute() {
        Fact vet = Sentences.asFact(fact(1, "ingrid", "memory", "Switched the pets' vet to Dr. Sofie Holm", "2024-01-01"))
                .orElseThrow();
        assertThat(vet.predicate()).isEqualTo("pets vet");
        assertThat(vet.value()).isEqualTo("Dr Sofie Holm");
        Fact engaged = Sentences.asFact(fact(2, "leila", "memory", "Got engaged to Karim in August", "2024-01-01"))
                .orElseThrow();
        assertThat(engaged.predicate()).isEqualTo("relationship status");
        assertThat(engaged.value()).isEqualTo("engaged");
        Fact moved = Sentences.asFact(fact(3, "ana", "memory", "Moved to Lyon after Paris got too expensive",
                "2024-01-01")).orElseThrow();
        assertThat(moved.value()).as("a clause of why is no part of the value").isEqualTo("Lyon");
    }

    @Test
    void aLaterSentenceThatLeavesAStructuredValueSupersedesIt() {
        List<Suggestion> found = suggest(PredicateCardinalities.NONE,
                fact(1, "candidate:pedro", "current_company", "Farfetch", "2023-01-01"),
                fact(2, "Pedro Alves", "fact", "Pedro Alves left Farfetch in June 2024", "2024-06-30"),
                fact(3, "user:emma", "bank", "Swedbank", "2023-01-01"),
                fact(4, "user:emma", "memory", "No longer with Swedbank; moved her savings to SEB", "2024-02-01"));
        assertThat(found).filteredOn(s -> s instanceof Suggestion.ImplicitSupersession)
                .extracting(s -> ((Suggestion.ImplicitSupersession) s).oldFact() + ">"
                        + ((Suggestion.ImplicitSupersession) s).newFact())
                .contains("1>2", "3>4");
    }

    @Test
    void aListedPhraseThenAValueInLowerCaseIsThatAttribute() {
        Fact promoted = Sentences.asFact(fact(1, "mina", "memory", "Was promoted to senior associate last month",
                "2024-01-01")).orElseThrow();
        assertThat(AttributeLexicon.builtIn().attributeOf(promoted.predicate())).contains("job title");
        assertThat(promoted.value()).isEqualTo("senior associate");
        assertThat(Sentences.asFact(fact(2, "mina", "memory", "Likes long walks", "2024-01-01")))
                .as("no listed phrase: no value").isEmpty();
    }
}
