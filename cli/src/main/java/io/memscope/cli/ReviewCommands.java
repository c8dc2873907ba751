package io.memscope.cli;

import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.review.AcceptAlias;
import io.memscope.review.AcceptedAliases;
import io.memscope.review.ActionRunner;
import io.memscope.review.DismissAlias;
import io.memscope.review.DismissSuggestion;
import io.memscope.review.Flag;
import io.memscope.review.FlagPreview;
import io.memscope.review.Invalidate;
import io.memscope.review.MarkMultiValued;
import io.memscope.review.ResolveAcrossAlias;
import io.memscope.review.ResolveContradiction;
import io.memscope.review.ReviewAction;
import io.memscope.review.SupersedeByHand;
import io.memscope.review.Undo;
import io.memscope.review.Unflag;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.ArrayList;
import java.util.List;

/** The operator actions of the command line, one small command each; the work is in {@code io.memscope.review}. */
final class ReviewCommands {
    private ReviewCommands() {
    }


    @Command(name = "resolve", mixinStandardHelpOptions = true,
            description = {"Resolve a contradiction by keeping one fact and superseding the others.",
                    "Every other current fact of its subject and predicate gets superseded_by = ID and valid_to = the",
                    "later of its own and ID's valid_from. Across accepted aliases, every current fact of the",
                    "entity and attribute under any of their names does. Exit 0 done, 2 refused (one line on stderr)."})
    static final class Resolve extends ActionCommand {
        @Option(names = "--keep", required = true, paramLabel = "ID", description = "The fact that holds.")
        String keep;

        @Option(names = "--reason", paramLabel = "R", description = "Why, for the audit log.")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException {
            Fact winner = fact(store, keep);
            AliasGroups aliases = AcceptedAliases.in(store.auditLog()).groups();
            List<String> predicates = aliases.predicatesWith(winner.predicate());
            List<String> subjects = aliases.subjectsWith(winner.subject());
            List<Fact> competing = new ArrayList<>();
            for (String subject : subjects) {
                store.factsOf(subject).stream().filter(f -> predicates.contains(f.predicate()) && f.isCurrent())
                        .forEach(competing::add);
            }
            // a contradiction across an accepted alias is decided as the review queue decides it
            return predicates.size() > 1 || subjects.size() > 1 ? new ResolveAcrossAlias(winner, competing, reason)
                    : new ResolveContradiction(winner, competing, reason);
        }
    }

    @Command(name = "supersede", mixinStandardHelpOptions = true,
            description = {"Link an older fact to the later fact that replaced it.",
                    "old.valid_to = new.valid_from and old.superseded_by = new."})
    static final class Supersede extends ActionCommand {
        @Option(names = "--old", required = true, paramLabel = "ID", description = "The fact replaced.")
        String older;

        @Option(names = "--new", required = true, paramLabel = "ID", description = "The later fact replacing it.")
        String newer;

        @Option(names = "--reason", paramLabel = "R", description = "Why, for the audit log.")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException {
            return new SupersedeByHand(fact(store, older), fact(store, newer), reason);
        }
    }

    @Command(name = "invalidate", mixinStandardHelpOptions = true,
            description = {"Close a wrong fact that has no successor.",
                    "It closes now, at --at TIME, or with --never as never true (at its own valid_from)."})
    static final class InvalidateCommand extends ActionCommand {
        @Parameters(index = "1", paramLabel = "ID", description = "The fact to invalidate.")
        String id;

        @Option(names = "--at", paramLabel = "TIME", description = "When it stopped holding (ISO-8601; default now).")
        String at;

        @Option(names = "--never", description = "It never held: close it at its own valid_from.")
        boolean never;

        @Option(names = "--reason", required = true, paramLabel = "R", description = "Why (required).")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException, UsageException {
            if (never && at != null) {
                throw new UsageException("give --at TIME or --never, not both");
            }
            Fact fact = fact(store, id);
            return never ? Invalidate.neverTrue(fact, reason) : Invalidate.at(fact, at == null ? null
                    : Timestamps.parse(at), reason);
        }
    }

    @Command(name = "flag", mixinStandardHelpOptions = true,
            description = {"Flag a fact for recheck, and every fact derived from it.",
                    "The flag spreads along fact_dependencies, transitively; the count is printed."})
    static final class FlagCommand extends ActionCommand {
        @Parameters(index = "1", paramLabel = "ID", description = "The fact to flag.")
        String id;

        @Option(names = "--reason", required = true, paramLabel = "R", description = "Why (required).")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException {
            Fact fact = fact(store, id);
            FlagPreview preview = runner.preview(fact.id());
            say("flagging fact %s and %d dependent fact(s)", fact.id(), preview.dependents().size());
            return new Flag(fact.id(), reason);
        }
    }

    @Command(name = "unflag", mixinStandardHelpOptions = true,
            description = {"Clear a fact's recheck flag and the flags that spread from it."})
    static final class UnflagCommand extends ActionCommand {
        @Parameters(index = "1", paramLabel = "ID", description = "The flagged fact.")
        String id;

        @Option(names = "--reason", paramLabel = "R", description = "Why, for the audit log.")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException {
            return new Unflag(fact(store, id).id(), reason);
        }
    }

    @Command(name = "many", mixinStandardHelpOptions = true,
            description = {"Declare a predicate multi-valued, so its current facts no longer contradict.",
                    "This is the review queue's \"both hold\", for every subject of the store."})
    static final class Many extends ActionCommand {
        @Option(names = "--predicate", required = true, paramLabel = "P", description = "The predicate, e.g. likes.")
        String predicate;

        @Option(names = "--reason", paramLabel = "R", description = "Why, for the audit log.")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) {
            return new MarkMultiValued(predicate, reason);
        }
    }

    @Command(name = "undo", mixinStandardHelpOptions = true,
            description = {"Undo the latest action that is not undone yet.",
                    "Undo is itself a new audited action that restores the earlier values; repeat it to go further back."})
    static final class UndoCommand extends ActionCommand {
        @Option(names = "--reason", paramLabel = "R", description = "Why, for the audit log.")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException {
            runner.undoable().ifPresent(e -> say("undoing audit entry #%d (%s by %s)", e.sequence(), e.action(),
                    e.operator()));
            return new Undo(reason);
        }
    }

    @Command(name = "dismiss", mixinStandardHelpOptions = true,
            description = {"Put on the record that a suggested supersession or alias is none: suggest leaves it out.",
                    "Changes no fact. Exit 0 done, 2 refused (one line on stderr)."})
    static final class Dismiss extends ActionCommand {
        @ArgGroup(exclusive = true, multiplicity = "1")
        Dismissed dismissed;

        static final class Dismissed {
            @ArgGroup(exclusive = false)
            Supersession supersession;

            @Option(names = "--predicates", arity = "2", paramLabel = "P", description = "A suggested predicate alias.")
            List<String> predicates;

            @Option(names = "--subjects", arity = "2", paramLabel = "S", description = "A suggested subject alias.")
            List<String> subjects;
        }

        static final class Supersession {
            @Option(names = "--old", required = true, paramLabel = "ID", description = "The suggestion's old fact.")
            String older;

            @Option(names = "--new", required = true, paramLabel = "ID", description = "The suggestion's new fact.")
            String newer;
        }

        @Option(names = "--reason", paramLabel = "R", description = "Why, for the audit log.")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) throws StoreException {
            if (dismissed.predicates != null) {
                return new DismissAlias(AcceptAlias.Kind.PREDICATE, dismissed.predicates.get(0),
                        dismissed.predicates.get(1), reason);
            }
            if (dismissed.subjects != null) {
                return new DismissAlias(AcceptAlias.Kind.SUBJECT, dismissed.subjects.get(0), dismissed.subjects.get(1),
                        reason);
            }
            FactId a = fact(store, dismissed.supersession.older).id();
            FactId b = fact(store, dismissed.supersession.newer).id();
            return new DismissSuggestion(a, b, reason);
        }
    }

    @Command(name = "alias", mixinStandardHelpOptions = true,
            description = {"Accept that two predicates name one attribute, or two subject keys one entity.",
                    "Stored in the audit log (undo takes it back): suggest stops offering it, and supersede then links"
                            + " facts across it. Exit 0 done, 2 refused (one line on stderr)."})
    static final class Alias extends ActionCommand {
        @ArgGroup(exclusive = true, multiplicity = "1")
        Names names;

        static final class Names {
            @Option(names = "--predicates", arity = "2", paramLabel = "P", description = "The two predicates.")
            List<String> predicates;

            @Option(names = "--subjects", arity = "2", paramLabel = "S", description = "The two subject keys.")
            List<String> subjects;
        }

        @Option(names = "--reason", paramLabel = "R", description = "Why, for the audit log.")
        String reason;

        @Override
        ReviewAction action(MemoryStore store, ActionRunner runner) {
            boolean predicates = names.predicates != null;
            List<String> two = predicates ? names.predicates : names.subjects;
            return new AcceptAlias(predicates ? AcceptAlias.Kind.PREDICATE : AcceptAlias.Kind.SUBJECT, two.get(0),
                    two.get(1), List.of(), reason);
        }
    }
}
