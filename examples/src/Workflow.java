/**
 * An enum-based state machine driven by text commands: switch on strings (hashCode and
 * equals), switch on an enum (javac's ordinal switch map), values(), valueOf() and ordinal().
 */
public class Workflow {
    public static Phase next(Phase current, String command) {
        switch (command) {
            case "go":
                return current == Phase.DONE ? Phase.DONE : Phase.RUNNING;
            case "wait":
                return current == Phase.RUNNING ? Phase.PAUSED : current;
            case "end":
                return Phase.DONE;
            default:
                return current;
        }
    }

    public static int cost(Phase phase) {
        switch (phase) {
            case IDLE:
                return 0;
            case RUNNING:
                return 5;
            case PAUSED:
                return 1;
            default:
                return -1;
        }
    }

    public static int rank(Phase phase) {
        return phase.ordinal() * 10 + (phase.isActive() ? 1 : 0);
    }

    public static Phase byIndex(int i) {
        Phase[] all = Phase.values();
        if (i < 0 || i >= all.length) {
            return null;
        }
        return all[i];
    }

    public static Phase parse(String name) {
        try {
            return Phase.valueOf(name);
        } catch (IllegalArgumentException e) {
            return Phase.IDLE;
        }
    }

    // String + calls the enum's toString (Enum.toString: its name).
    public static String describe(Phase phase) {
        return "phase " + phase;
    }

    public static boolean sameName(Phase phase, String name) {
        return phase.name().equals(name);
    }
}
