/** The phases of a job: an enum with a method of its own. */
public enum Phase {
    IDLE,
    RUNNING,
    PAUSED,
    DONE;

    public boolean isActive() {
        return this == RUNNING || this == PAUSED;
    }
}
