package io.memscope.ui.render;

import io.memscope.analysis.LinkChecks;
import io.memscope.analysis.SubjectFindings;
import io.memscope.model.AliasGroups;
import io.memscope.model.Fact;
import io.memscope.model.Finding;
import io.memscope.review.AcceptedAliases;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.cli.MemscopeCli;
import io.memscope.cli.StoreCommand;
import io.memscope.cli.Timestamps;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimeRange;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;

@Command(name = "render", mixinStandardHelpOptions = true,
        description = {"Draw a subject's timeline (lanes, axis, legend) to a PNG or SVG without a display, for slides and docs.",
                "The picture is drawn at --scale times its layout size; --width and --height are the PNG's pixels.",
                "An .svg is the same layout (--width/--scale wide) as vector graphics, sharp at any size.",
                "Above the timeline: --title if given, then the store's name and today's date."})
public final class RenderCommand extends StoreCommand {
    @Option(names = "--subject", required = true, paramLabel = "S", description = "The subject to draw.")
    String subject;

    @Option(names = "--predicate", paramLabel = "P", description = "Only this predicate's lane.")
    String predicate;

    @Option(names = "--as-of", paramLabel = "TIME", description = "Show the as-of cursor at this instant.")
    String asOf;

    @Option(names = "--title", paramLabel = "TEXT", description = "A title above the timeline.")
    String title;

    @Option(names = "--from", paramLabel = "TIME", description = "Where the time axis starts (default: fit the facts).")
    String from;

    @Option(names = {"--to-time", "--until"}, paramLabel = "TIME",
            description = "Where the time axis ends (default: fit the facts).")
    String until;

    @Option(names = "--to", required = true, paramLabel = "FILE.png|FILE.svg", description = "Where to write the picture; .png or .svg.")
    Path to;

    @Option(names = "--width", defaultValue = "2400", paramLabel = "PX", description = "PNG width (default ${DEFAULT-VALUE}).")
    int width;

    @Option(names = "--height", defaultValue = "0", paramLabel = "PX",
            description = "PNG height (default: just tall enough for the title, every lane and the legend).")
    int height;

    @Option(names = "--scale", defaultValue = "2", paramLabel = "X", description = "Pixels per layout pixel (default ${DEFAULT-VALUE}).")
    double scale;

    @Option(names = "--theme", defaultValue = "light", paramLabel = "light|dark", description = "Colours (default ${DEFAULT-VALUE}).")
    String theme;

    @Override
    protected int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException {
        String name = to.getFileName() == null ? "" : to.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (!name.endsWith(".png") && !name.endsWith(".svg")) {
            throw new UsageException("--to must name a .png or .svg file");
        }
        if (width < 16 || width > 16_000 || height < 0 || height > 16_000 || scale < 0.5 || scale > 8) {
            throw new UsageException("--width/--height must be 16..16000 pixels and --scale 0.5..8");
        }
        if (!theme.equals("light") && !theme.equals("dark")) {
            throw new UsageException("--theme is light or dark");
        }
        Instant cursor = asOf == null ? null : Timestamps.parse(asOf);
        Instant rangeFrom = from == null ? null : Timestamps.parse(from);
        Instant rangeTo = until == null ? null : Timestamps.parse(until);
        if (rangeFrom != null && rangeTo != null && !rangeTo.isAfter(rangeFrom)) {
            throw new UsageException("--to-time must be later than --from");
        }
        // as the window draws it: the keys and names accepted as one entity and attribute are one
        AliasGroups aliases = AcceptedAliases.in(store.auditLog()).groups();
        List<Fact> facts = new java.util.ArrayList<>();
        List<String> keys = new java.util.ArrayList<>(List.of(subject)); // the asked key first: it titles the picture
        aliases.subjectsWith(subject).stream().filter(k -> !k.equals(subject)).forEach(keys::add);
        for (String key : keys) {
            store.factsOf(key).stream()
                    .filter(f -> predicate == null || aliases.predicatesWith(predicate).contains(f.predicate()))
                    .forEach(facts::add);
        }
        if (facts.isEmpty()) {
            throw new UsageException("no facts about " + subject + (predicate == null ? "" : " / " + predicate)
                    + " in " + store.descriptor().location());
        }
        // Links that leave the subject are looked up first, so a failing lookup is an error, not a "dangling" link.
        java.util.Map<io.memscope.model.FactId, LinkChecks.Location> elsewhere = new java.util.HashMap<>();
        java.util.Set<io.memscope.model.FactId> own = new java.util.HashSet<>();
        facts.forEach(f -> own.add(f.id()));
        for (Fact f : facts) {
            if (f.supersededBy() != null && !own.contains(f.supersededBy())) {
                store.fact(f.supersededBy()).ifPresent(target -> elsewhere.put(target.id(),
                        new LinkChecks.Location(target.subject(), target.predicate())));
            }
        }
        List<Finding> findings = SubjectFindings.of(facts, store.cardinalities(),
                id -> Optional.ofNullable(elsewhere.get(id)));
        Instant now = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS);
        TimeRange range = rangeFrom == null && rangeTo == null ? null
                : TimelinePicture.range(rangeFrom, rangeTo, facts, findings, now);
        TimelinePicture.Header header = new TimelinePicture.Header(title, TimelinePicture.storeName(store.descriptor()),
                LocalDate.ofInstant(now, ZoneOffset.UTC));
        TimelinePicture.Request request = new TimelinePicture.Request(facts, findings, Set.of(), now, cursor,
                Theme.fromKey(theme), width / scale, height / scale, scale, range, header, aliases);
        TimelinePicture.Written image;
        try {
            image = TimelinePicture.renderHeadless(request, to);
        } catch (IOException e) {
            throw new StoreException(to + ": cannot write the picture: " + e.getMessage(), e);
        }
        out.printf("wrote %s (%d x %d) with %d facts in %d lanes%n", to, image.width(), image.height(),
                facts.size(), facts.stream().map(f -> aliases.attribute(f.predicate())).distinct().count());
        return MemscopeCli.OK;
    }
}
