# tst_translations: lupdate over today's sources into copies of the complete languages' .ts
# files. A string added without its translation stays "unfinished"; one whose source is gone
# is marked "vanished"; either fails the test, naming how many and the first few.
# Run as: cmake -DLUPDATE=... -DSOURCE_DIR=... -DWORK=... -DLANGUAGES="fr;de" -P CheckTranslations.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${SOURCE_DIR} -DOUTPUT=${WORK}/MessagePatterns.cpp
                        -P ${CMAKE_CURRENT_LIST_DIR}/ExtractMessages.cmake
                COMMAND_ERROR_IS_FATAL ANY)
file(GLOB_RECURSE sources ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h
     ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h)
list(APPEND sources ${WORK}/MessagePatterns.cpp)
list(JOIN sources "\n" lines)
file(WRITE ${WORK}/sources.lst "${lines}\n")
if(NOT LANGUAGES)
    message(FATAL_ERROR "no complete language to check")
endif()
set(failures "")
foreach(language IN LISTS LANGUAGES)
    set(ts ${WORK}/attention-explorer_${language}.ts)
    file(COPY_FILE ${CMAKE_CURRENT_LIST_DIR}/attention-explorer_${language}.ts ${ts})
    set(only "")
    if(language STREQUAL "en")
        set(only -pluralonly) # English is the source: its file holds the plural forms only
    endif()
    execute_process(COMMAND ${LUPDATE} -I ${SOURCE_DIR} @${WORK}/sources.lst ${only} -locations none -ts ${ts}
                    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${language}: ${err}")
    endif()
    file(READ ${ts} text)
    foreach(kind unfinished vanished obsolete)
        string(REGEX MATCHALL "<source>[^<]*</source>[ \t\r\n]*<translation type=\"${kind}\"" found "${text}")
        list(LENGTH found count)
        if(count GREATER 0)
            list(SUBLIST found 0 3 first)
            string(REGEX REPLACE "[ \t\r\n]*<translation type=\"${kind}\"" "" first "${first}")
            string(APPEND failures "${language}: ${count} ${kind} string(s), such as ${first}\n")
        endif()
    endforeach()
    message(STATUS "${language}: checked")
endforeach()
if(failures)
    message(FATAL_ERROR "Translations out of date (cmake --build --preset release --target update_translations, "
                        "then translate in Qt Linguist):\n${failures}")
endif()
