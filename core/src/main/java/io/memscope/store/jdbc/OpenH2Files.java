package io.memscope.store.jdbc;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.HashMap;
import java.util.Map;

/**
 * The H2 files this process has open, counted by connection. H2 guards its file with a POSIX record lock,
 * and such locks belong to the process: closing <em>any</em> descriptor of the file drops them, after which
 * a second program can open the file for writing beside memscope and corrupt it. So a file this process
 * holds is never opened again outside H2 (its header is checked only on the first open), and the count has
 * to be process-wide, as SQLite keeps its per-file lock table.
 */
final class OpenH2Files {
    private static final Map<Path, Integer> OPEN = new HashMap<>();

    private OpenH2Files() {
    }

    /** Runs {@code open} for {@code file}, telling it whether the process holds the file already. */
    static Connection open(Path file, Opener open) throws java.sql.SQLException, io.memscope.store.StoreException {
        Path key = key(file);
        synchronized (OPEN) {
            Connection c = open.open(OPEN.containsKey(key));
            OPEN.merge(key, 1, Integer::sum);
            return tracked(c, key);
        }
    }

    /** Whether this process holds a connection to {@code file}. */
    static boolean isOpen(Path file) {
        synchronized (OPEN) {
            return OPEN.containsKey(key(file));
        }
    }

    interface Opener {
        Connection open(boolean alreadyOpen) throws java.sql.SQLException, io.memscope.store.StoreException;
    }

    private static void closed(Path key) {
        synchronized (OPEN) {
            OPEN.computeIfPresent(key, (k, n) -> n == 1 ? null : n - 1);
        }
    }

    private static Path key(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        try {
            return absolute.toRealPath();
        } catch (java.io.IOException e) {
            return absolute;
        }
    }

    /** The connection, counted off when it is closed (once, however often close is called). */
    private static Connection tracked(Connection c, Path key) {
        InvocationHandler handler = new InvocationHandler() {
            private boolean closed;

            @Override
            public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
                if (method.getName().equals("close") && method.getParameterCount() == 0) {
                    try {
                        c.close();
                    } finally {
                        synchronized (this) {
                            if (!closed) {
                                closed = true;
                                closed(key);
                            }
                        }
                    }
                    return null;
                }
                if (method.getName().equals("unwrap") && args != null && args[0] == Connection.class) {
                    return proxy;
                }
                try {
                    return method.invoke(c, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            }
        };
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                new Class<?>[] {Connection.class}, handler);
    }
}
