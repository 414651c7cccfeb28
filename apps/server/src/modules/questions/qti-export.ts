import fs from 'node:fs/promises';
import path from 'node:path';
import { API, EDITOR_FILE_NAME, QUESTION_TYPE, type QuestionRecord } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { editorDir } from '../editor/index.js';
import { escapeXml, type ImageAddress, QTI_NAMESPACE, richTextToQti } from './qti-html.js';
import { TRUE_FALSE_LABEL } from './qti-read.js';

/**
 * The question bank as an IMS content package of QTI 2.1 items: imsmanifest.xml with one
 * resource per item, items/<id>.xml, and images/<name> for the editor images the items show.
 * True/false questions go as two-option single choices (labelled, so our import knows them);
 * external-link questions have no QTI form and are left out and counted.
 */

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const MATCH_CORRECT = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';

interface PackagedItem {
  questionId: number;
  images: string[];
}

/** The editor file an address names, if it is one. */
function editorFileName(src: string): string | null {
  const prefix = `${API.editorFiles}/`;
  const name = src.startsWith(prefix) ? src.slice(prefix.length) : null;
  return name && EDITOR_FILE_NAME.test(name) ? name : null;
}

const outcome = (identifier: string, value: number) =>
  `<outcomeDeclaration identifier="${identifier}" cardinality="single" baseType="float"><defaultValue><value>${value}</value></defaultValue></outcomeDeclaration>`;

function itemXml(question: QuestionRecord, image: ImageAddress): string {
  const multiple = question.type === QUESTION_TYPE.MULTIPLE;
  const label = question.type === QUESTION_TYPE.TRUE_FALSE ? ` label="${TRUE_FALSE_LABEL}"` : '';
  const title = escapeXml(question.stemText.slice(0, 100) || `Question ${question.questionId}`);
  const choices = question.options
    .map((option, index) => `<simpleChoice identifier="${String.fromCharCode(65 + index)}">${richTextToQti(option, image)}</simpleChoice>`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<assessmentItem xmlns="${QTI_NAMESPACE}" xmlns:xsi="${XSI}" xsi:schemaLocation="${QTI_NAMESPACE} http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"`,
    ` identifier="q${question.questionId}" title="${title}"${label} adaptive="false" timeDependent="false" toolName="kaoshi">`,
    `<responseDeclaration identifier="RESPONSE" cardinality="${multiple ? 'multiple' : 'single'}" baseType="identifier">`,
    `<correctResponse>${question.answer.map((key) => `<value>${key}</value>`).join('')}</correctResponse>`,
    '</responseDeclaration>',
    outcome('SCORE', 0),
    // The question's points (QTI's MAXSCORE); our import reads them back.
    outcome('MAXSCORE', question.score),
    `<itemBody>${richTextToQti(question.stem, image, true)}`,
    `<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="${multiple ? 0 : 1}">${choices}</choiceInteraction>`,
    '</itemBody>',
    `<responseProcessing template="${MATCH_CORRECT}"/>`,
    '</assessmentItem>',
    '',
  ].join('\n');
}

function manifestXml(items: readonly PackagedItem[]): string {
  const resources = items.map(({ questionId, images }) => {
    const files = [`items/${questionId}.xml`, ...images.map((name) => `images/${name}`)].map((href) => `<file href="${href}"/>`).join('');
    return `<resource identifier="item-${questionId}" type="imsqti_item_xmlv2p1" href="items/${questionId}.xml">${files}</resource>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:xsi="${XSI}" identifier="kaoshi-questions-${Date.now()}"`,
    ' xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd">',
    '<metadata><schema>QTIv2.1 Package</schema><schemaversion>1.0.0</schemaversion></metadata>',
    '<organizations/>',
    `<resources>${resources.join('\n')}</resources>`,
    '</manifest>',
    '',
  ].join('\n');
}

/** The package of the given questions, and how many were left out. */
export async function exportQtiPackage(app: FastifyInstance, questions: readonly QuestionRecord[]) {
  const files: Zippable = {};
  const items: PackagedItem[] = [];
  const imageData = new Map<string, Buffer | null>();
  let skipped = 0;
  for (const question of questions) {
    if (question.type === QUESTION_TYPE.EXTERNAL_LINK) {
      skipped += 1;
      continue;
    }
    // Editor images travel in the package (a missing file drops its image); absolute addresses stay as they are.
    const referenced = new Set<string>();
    for (const name of [...`${question.stem}${question.options.join('')}`.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) =>
      editorFileName(m[1]!),
    )) {
      if (name && !imageData.has(name)) imageData.set(name, await fs.readFile(path.join(editorDir(app.config), name)).catch(() => null));
    }
    const image: ImageAddress = (src) => {
      const name = editorFileName(src);
      if (name === null) return /^https?:\/\//i.test(src) ? src : null;
      if (!imageData.get(name)) return null;
      referenced.add(name);
      return `../images/${name}`;
    };
    files[`items/${question.questionId}.xml`] = strToU8(itemXml(question, image));
    items.push({ questionId: question.questionId, images: [...referenced] });
    // Images are compressed already.
    for (const name of referenced) files[`images/${name}`] ??= [new Uint8Array(imageData.get(name)!), { level: 0 }];
  }
  files['imsmanifest.xml'] = strToU8(manifestXml(items));
  return { zip: zipSync(files, { level: 6 }), skipped };
}
