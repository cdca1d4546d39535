#pragma once

class QLineEdit;

namespace attention {

/**
 * From now on, lays out the field's text with QFont::PreferNoShaping while it is long (over
 * 1,000 characters) and every character is below U+0300 (Latin letters with their precomposed
 * accents, digits, punctuation): such text reads the same without HarfBuzz. Any other text keeps
 * the shaping (kerning, ligatures, joining scripts, combining marks, emoji), so a classroom
 * sentence looks as it always did. A QLineEdit lays out its whole text at each keystroke and
 * measures it again at each paint: with a 2048-word source (20,000 characters) that was 4.6 ms
 * before the edit reached the lesson and 5.8 ms of painting, of an 84 ms keystroke; unshaped,
 * 1.6 and 2.6 ms. Only the style strategy is set on the field's font: size and family still
 * follow the window's text size.
 */
void shapeOnlyWhereItShows(QLineEdit *field);

} // namespace attention
