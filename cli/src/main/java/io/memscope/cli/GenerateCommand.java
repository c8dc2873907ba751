package io.memscope.cli;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.open.StoreWriters;
import io.memscope.store.synthetic.SyntheticStoreGenerator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Write a deterministic synthetic store of N facts for scale tests.",
                "About N/10 subjects, 20 predicates, ~1%% of subject+predicate pairs contradicting, ~0.1%% with a problem;",
                "the same seed gives the same store."})
final class GenerateCommand implements Callable<Integer> {
    @Option(names = "--facts", required = true, paramLabel = "N", description = "How many facts.")
    long facts;

    @Option(names = "--seed", defaultValue = "42", paramLabel = "S", description = "Random seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--to", required = true, paramLabel = "FILE", description = "A new .json, .jsonl or .mv.db file.")
    Path to;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (facts < 1) {
            spec.commandLine().getErr().println("memscope generate: --facts must be at least 1");
            return MemscopeCli.UNUSABLE;
        }
        try (StoreWriter writer = StoreWriters.create(to)) {
            new SyntheticStoreGenerator(facts, seed).writeTo(writer, Progress.NONE);
            writer.commit();
        } catch (StoreException e) {
            spec.commandLine().getErr().println("memscope generate: " + MemscopeCli.oneLine(e.getMessage()));
            return MemscopeCli.UNUSABLE;
        }
        spec.commandLine().getOut().printf("wrote %,d facts to %s%n", facts, to);
        return MemscopeCli.OK;
    }
}
