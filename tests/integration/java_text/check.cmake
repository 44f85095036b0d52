# Writes Escapes.java with write_escapes, compiles it with javac (ASCII source, no encoding
# given) and runs it: the output says whether every unit came back.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${WRITER} ${WORK}/Escapes.java COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND ${JAVAC} -encoding US-ASCII -d ${WORK} ${WORK}/Escapes.java
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "javac rejected Escapes.java")
endif()
execute_process(COMMAND ${JAVA} -cp ${WORK} Escapes RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "Escapes failed")
endif()
